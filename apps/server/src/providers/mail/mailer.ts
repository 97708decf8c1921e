import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EmailSettings } from '@yuexue/contract';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailerDeps {
  emailSettings: () => Promise<EmailSettings>;
  siteName: () => Promise<string>;
  /** SMTP_URL from the environment wins over the settings (operations override). */
  smtpUrl?: string;
  outboxDir: string;
  log: { info: (obj: object, msg: string) => void };
}

export type Delivery = { via: 'smtp'; messageId: string } | { via: 'outbox'; file: string };

function transportFromSettings(s: EmailSettings): Transporter {
  const implicitTls = s.protocol && s.port === 465;
  return nodemailer.createTransport({
    host: s.host,
    port: s.port,
    secure: implicitTls,
    requireTLS: s.protocol && !implicitTls,
    auth: s.username ? { user: s.username, pass: s.password } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

/** A subject fit for the log: a verification code (any run of 4+ digits) is masked; the mail file keeps it. */
export const subjectForLog = (subject: string) =>
  subject.replace(/\d{4,}/g, (d) => '*'.repeat(d.length));

/**
 * Sends through SMTP when configured (settings or SMTP_URL); otherwise writes each message
 * to the development outbox and logs where, so codes can be read without a mail server.
 */
export function createMailer(deps: MailerDeps) {
  async function mode(): Promise<'smtp' | 'outbox'> {
    if (deps.smtpUrl) return 'smtp';
    return (await deps.emailSettings()).host ? 'smtp' : 'outbox';
  }

  async function send(msg: MailMessage): Promise<Delivery> {
    const settings = await deps.emailSettings();
    const siteName = await deps.siteName();
    const fromAddress = settings.from || settings.username || 'no-reply@localhost';
    const mail = { ...msg, from: { name: siteName, address: fromAddress } };
    if (deps.smtpUrl || settings.host) {
      const transport = deps.smtpUrl
        ? nodemailer.createTransport(deps.smtpUrl)
        : transportFromSettings(settings);
      try {
        const info = await transport.sendMail(mail);
        return { via: 'smtp', messageId: String(info.messageId) };
      } finally {
        transport.close();
      }
    }
    const raw = await nodemailer
      .createTransport({ streamTransport: true, buffer: true })
      .sendMail(mail);
    mkdirSync(deps.outboxDir, { recursive: true });
    const safeTo = msg.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
    const file = join(
      deps.outboxDir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`,
    );
    writeFileSync(file, raw.message as Buffer);
    deps.log.info(
      { to: msg.to, subject: subjectForLog(msg.subject), file },
      '开发发件箱：未配置 SMTP，邮件已写入文件',
    );
    return { via: 'outbox', file };
  }

  return { send, mode };
}
export type Mailer = ReturnType<typeof createMailer>;
