/// <reference lib="dom" />
import type { APIRequestContext, Page } from '@playwright/test';
import { mailCount as countMails, waitForCode } from '../support/mail.js';

/** The capture may still be writing a mail file when it is read; a torn read is retried, not fatal. */
async function retryTornRead<T>(read: () => T | Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await read();
    } catch (err) {
      if (!(err instanceof SyntaxError) || attempt >= 20) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

export const mailCount = (address: string) => retryTornRead(() => countMails(address));
export const deliveredCode = (address: string, after = 0) =>
  retryTornRead(() => waitForCode(address, after));

let seq = 0;

/** A fresh, unique identity for one test. */
export function newIdentity(prefix: string) {
  const tag = `${Date.now().toString(36)}${(seq++).toString(36)}`;
  return {
    username: `${prefix}${tag}`.slice(0, 24),
    email: `${prefix}-${tag}@example.cn`,
    password: `Pw-${tag}-1`,
  };
}

/** Registers a member through the API with the code that was really mailed; returns the bearer token. */
export async function registerMember(request: APIRequestContext, prefix = 'm') {
  const id = newIdentity(prefix);
  const before = await mailCount(id.email);
  const sent = await request.post('/api/verify', {
    data: { email: id.email, purpose: 'register' },
  });
  if (!sent.ok()) throw new Error(`verify failed: ${sent.status()} ${await sent.text()}`);
  const code = await deliveredCode(id.email, before);
  const res = await request.post('/api/register', { data: { ...id, code } });
  if (res.status() !== 201) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  return { ...id, token };
}

/** Opens the site once so localStorage belongs to its origin, then stores the token as the app does. */
export async function useToken(page: Page, token: string) {
  await page.goto('/reset-password');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
}
