import type { TestApp } from './app.js';
import { ADMIN, freshIp } from './app.js';

/** A multipart/form-data body of plain fields, as the product form posts it. */
export function multipartForm(fields: Record<string, string | number>) {
  const boundary = `----yuexue${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let adminHeaders: Promise<{ authorization: string }> | undefined;
export const adminAuth = (t: TestApp) => (adminHeaders ??= t.login(ADMIN.username, ADMIN.password));
export const resetAdminAuth = () => {
  adminHeaders = undefined;
};

/** Adds a product through the admin API (multipart, like the back office) and returns its id. */
export async function addProduct(
  t: TestApp,
  fields: Record<string, string | number>,
): Promise<number> {
  const form = multipartForm({ description: '', ...fields });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/product/add',
    payload: form.payload,
    headers: { ...form.headers, ...(await adminAuth(t)) },
  });
  if (res.statusCode !== 201) throw new Error(`product add failed: ${res.body}`);
  return res.json().data.id as number;
}

/** The sandbox payment page's form post (its confirm button), from a fresh address. */
export const sandboxPagePost = (t: TestApp, orderNo: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payment/sandbox/${orderNo}`,
    payload: '',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: freshIp(),
  });
