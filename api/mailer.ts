// Sends mail over SMTP when SMTP_URL is set; otherwise writes each message as an .eml file into
// <dataDir>/outbox, so a local run or a test can open exactly what would have been sent. Each
// message carries the key of its outbox job: the file is named after it (a job sent twice after a
// crash overwrites its own file) and over SMTP it becomes the Message-ID, so a repeat is visible
// as the same message.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { NODE_FS, sweepTemps, writeWhole, type WriteFs } from './whole-file.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: { name: string; address: string };
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Resolves once the message was accepted (by the SMTP server, or written in full). */
  send(mail: Mail, key: string): Promise<void>;
  close(): void;
  /** Where .eml files go, or null when sending over SMTP. */
  outbox: string | null;
}

/** Longer than any send may take: the outbox lease (mail-worker.ts) must outlast a slow server. */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

function messageId(key: string, from: string): string {
  return `<${key}@${from.split('@')[1]?.replace(/[^A-Za-z0-9.-]/g, '') || 'localhost'}>`;
}

/** A temporary .eml file older than this belongs to no write still going (one takes milliseconds). */
const STALE_TEMP_MS = 60_000;

export interface MailerOptions {
  smtpUrl: string;
  from: string;
  dataDir: string;
  /** How the outbox folder is written; tests hand in one that fails as a full disk does. */
  io?: WriteFs;
}

export function createMailer(opts: MailerOptions): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport({ url: opts.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      outbox: null,
      async send(mail, key) {
        await transport.sendMail({ from: opts.from, messageId: messageId(key, opts.from), ...mail });
      },
      close: () => transport.close(),
    };
  }
  const outbox = join(opts.dataDir, 'outbox');
  mkdirSync(outbox, { recursive: true });
  // Half-written files of processes killed mid-write, and those that failed writes left before they cleaned up.
  sweepTemps(outbox, STALE_TEMP_MS);
  // The same message composer as for SMTP, so an .eml is byte for byte what would go out.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outbox,
    async send(mail, key) {
      const info = await transport.sendMail({ from: opts.from, messageId: messageId(key, opts.from), ...mail });
      writeWhole(join(outbox, `${key}.eml`), info.message as Buffer, opts.io ?? NODE_FS);
    },
    close: () => transport.close(),
  };
}
