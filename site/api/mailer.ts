// Sends mail over SMTP when SMTP_URL is set; otherwise writes each message as an .eml file into
// <dataDir>/outbox, so a local run or a test can open exactly what would have been sent.
import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
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
  send(mail: Mail): Promise<void>;
  close(): void;
  /** Where .eml files go, or null when sending over SMTP. */
  outbox: string | null;
}

export function createMailer(opts: { smtpUrl: string; from: string; dataDir: string }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      outbox: null,
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  const outbox = join(opts.dataDir, 'outbox');
  mkdirSync(outbox, { recursive: true });
  // The same message composer as for SMTP, so an .eml is byte for byte what would go out.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    outbox,
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(++sequence).padStart(4, '0')}-${randomBytes(3).toString('hex')}.eml`;
      const temp = join(outbox, `.${name}.tmp`);
      writeFileSync(temp, info.message as Buffer);
      renameSync(temp, join(outbox, name));
    },
    close: () => transport.close(),
  };
}
