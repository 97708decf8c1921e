// No zod here: the web app's first screen needs this without loading any schema.

/** http(s) absolute or site-relative ("/x"), never javascript:, data: or protocol-relative. */
export function isSafeUrl(v: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
  if (/[\u0000-\u001f\s\\]/.test(v)) return false;
  if (v.startsWith('/')) return !v.startsWith('//');
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
  } catch {
    return false;
  }
}
