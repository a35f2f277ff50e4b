import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger.ts';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  send: (message: MailMessage) => Promise<void>;
  /** 'smtp' or 'outbox', for start-up logs. */
  transport: 'smtp' | 'outbox';
};

/**
 * The one way Oja sends e-mail: over SMTP when SMTP_URL is configured, otherwise each message is
 * written as a standard .eml file under DATA_DIR/outbox (so a developer can open it) and its
 * subject and links are logged.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; logger: Logger }): Mailer {
  const { from, logger } = options;
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      transport: 'smtp',
      async send(message) {
        await transporter.sendMail({ from, ...message });
        logger.info({ to: message.to, subject: message.subject }, 'mail sent over SMTP');
      },
    };
  }
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    transport: 'outbox',
    async send(message) {
      const info = await builder.sendMail({ from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { flag: 'wx' });
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      logger.info({ to: message.to, subject: message.subject, links, file }, 'mail written to outbox');
    },
  };
}
