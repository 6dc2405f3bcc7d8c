// Sends mail over SMTP when SMTP_URL is set; otherwise writes each message as an .eml file into
// <dataDir>/outbox, so a local run or a test can open exactly what would have been sent. Each
// message carries the key of its outbox job: the file is named after it (a job sent twice after a
// crash overwrites its own file) and over SMTP it becomes the Message-ID, so a repeat is visible
// as the same message.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

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

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function createMailer(opts: { smtpUrl: string; from: string; dataDir: string }): Mailer {
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
  // Half-written files of processes that were killed while writing one.
  for (const name of readdirSync(outbox)) {
    const pid = /^\..*\.(\d+)\.[0-9a-f]+\.tmp$/.exec(name)?.[1];
    if (pid && !alive(Number(pid))) rmSync(join(outbox, name), { force: true });
  }
  // The same message composer as for SMTP, so an .eml is byte for byte what would go out.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outbox,
    async send(mail, key) {
      const info = await transport.sendMail({ from: opts.from, messageId: messageId(key, opts.from), ...mail });
      const name = `${key}.eml`;
      const temp = join(outbox, `.${name}.${process.pid}.${randomBytes(3).toString('hex')}.tmp`);
      writeFileSync(temp, info.message as Buffer);
      renameSync(temp, join(outbox, name));
    },
    close: () => transport.close(),
  };
}
