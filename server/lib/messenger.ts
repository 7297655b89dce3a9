/**
 * Outgoing mail and SMS. With SMTP_URL mail goes through nodemailer; with SMS_WEBHOOK_URL texts are
 * POSTed as {to, text}. Without them each message becomes one JSON file in DATA_DIR/outbox/, so a
 * demo works with no mail server.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
}

export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
}

export function createMessenger(opts: {
  smtpUrl?: string | undefined;
  mailFrom: string;
  smsWebhookUrl?: string | undefined;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Messenger {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;

  async function toOutbox(message: OutgoingMessage): Promise<void> {
    await fs.mkdir(opts.outboxDir, { recursive: true });
    const at = new Date().toISOString();
    const name = `${at.replace(/[:.]/g, '-')}-${message.channel}-${crypto.randomBytes(3).toString('hex')}.json`;
    // Written whole, then renamed: whoever reads the folder (a person, a test) never sees half a message.
    const file = path.join(opts.outboxDir, name);
    await fs.writeFile(`${file}.part`, JSON.stringify({ ...message, at }, null, 2));
    await fs.rename(`${file}.part`, file);
    opts.log.info({ channel: message.channel, to: message.to, file: name }, 'message written to outbox');
  }

  return {
    async send(message) {
      if (message.channel === 'email' && transport) {
        await transport.sendMail({ from: opts.mailFrom, to: message.to, subject: message.subject, text: message.text });
        return;
      }
      if (message.channel === 'sms' && opts.smsWebhookUrl) {
        const res = await fetch(opts.smsWebhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ to: message.to, text: message.text }),
        });
        if (!res.ok) throw new Error(`SMS webhook answered ${res.status}`);
        return;
      }
      await toOutbox(message);
    },
  };
}
