import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAIL_DIR } from './env.js';

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

function mailsTo(address: string): Mail[] {
  return readdirSync(MAIL_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(MAIL_DIR, f), 'utf8')) as Mail)
    .filter((m) => m.to.includes(address));
}

/** The code in the newest mail to the address that arrived after `after` mails (poll until it does). */
export async function waitForCode(address: string, after = 0, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = mailsTo(address);
    if (mails.length > after) {
      const m = /(\d{6})/.exec(mails[mails.length - 1]!.subject);
      if (m) return m[1]!;
    }
    if (Date.now() > deadline) throw new Error(`no mail for ${address}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export const mailCount = (address: string) => mailsTo(address).length;

/** The newest mail to the address, if any. */
export const lastMail = (address: string): Mail | undefined => mailsTo(address).at(-1);
