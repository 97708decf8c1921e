/// <reference lib="dom" />
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from '../support/env.js';
import { registerMember, useToken } from './accounts.js';

/** Shared steps of the back-office journeys (admin-*.spec.ts). */

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

let seq = 0;
/** A short marker unique to this run, for titles and search boxes. */
export const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-5)}${(seq++).toString(36)}`;

export async function loginToken(
  request: APIRequestContext,
  username = ADMIN.username,
  password = ADMIN.password,
): Promise<string> {
  const res = await request.post('/api/login', { data: { username, password } });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** Opens the back office as the seeded admin (token stored as the app stores it). */
export async function asAdmin(page: Page): Promise<string> {
  const token = await loginToken(page.request);
  await useToken(page, token);
  return token;
}

/** A fresh member promoted to the given role by the admin through POST /admin/user/update. */
export async function memberWithRole(
  request: APIRequestContext,
  roleCode: 'creator' | 'free_member',
  prefix: string,
) {
  const member = await registerMember(request, prefix);
  const admin = await loginToken(request);
  const roles = (await (
    await request.get('/api/admin/role/list', { headers: bearer(admin) })
  ).json()) as { data: Array<{ id: number; role_code: string }> };
  const role = roles.data.find((r) => r.role_code === roleCode);
  if (!role) throw new Error(`no role ${roleCode}`);
  const me = (await (
    await request.get('/api/userinfo', { headers: bearer(member.token) })
  ).json()) as { data?: { id: number }; id?: number };
  const id = me.data?.id ?? me.id;
  const res = await request.post('/api/admin/user/update', {
    headers: bearer(admin),
    data: { id, role_id: role.id },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { ...member, id: id! };
}

/** Records any alert/confirm/prompt a page opens (an injected script would use them). */
export async function trapDialogs(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __dialogs: string[] };
    w.__dialogs = [];
    for (const name of ['alert', 'confirm', 'prompt'] as const)
      window[name] = ((msg?: unknown) => {
        w.__dialogs.push(`${name}:${String(msg)}`);
        return null;
      }) as never;
  });
  page.on('dialog', (d) => void d.dismiss());
}

export const dialogsOpened = (page: Page) =>
  page.evaluate(() => (window as unknown as { __dialogs?: string[] }).__dialogs ?? []);

/** Elements of the rendered page carrying an event-handler attribute (on…), as tag:attr strings. */
export const handlerAttributes = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('#root *')).flatMap((el) =>
      Array.from(el.attributes)
        .filter((a) => a.name.toLowerCase().startsWith('on'))
        .map((a) => `${el.tagName.toLowerCase()}:${a.name}`),
    ),
  );

/** A valid 8×8 PNG. */
export const PNG_8X8 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPQC07DihiGlgQAgxI5wXlIIP4AAAAASUVORK5CYII=',
  'base64',
);
