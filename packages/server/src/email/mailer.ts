import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** 'outbox' when no SMTP_URL is set: messages are kept in email_outbox for /dev/outbox. */
  readonly mode: 'smtp' | 'outbox';
  send(message: EmailMessage): Promise<void>;
}

const FROM = 'HealthDeck <no-reply@healthdeck.test>';

/** Nodemailer over SMTP when configured, else the dev outbox so a new user can click the link. */
export function createMailer(db: Kysely<Database>, smtpUrl: string | null, from = FROM): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      mode: 'smtp',
      async send(message) {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      },
    };
  }
  return {
    mode: 'outbox',
    async send(message) {
      await db.insertInto('email_outbox').values({ to_address: message.to, subject: message.subject, text_body: message.text, html_body: message.html }).execute();
    },
  };
}
