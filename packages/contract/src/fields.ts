import { z } from 'zod';
import { isSafeUrl } from './urls.js';

/** A string that must be present and non-blank after trimming; one message for both cases. */
export const requiredText = (message: string, max?: number, maxMessage?: string) => {
  const base = z.string({ error: message }).trim().min(1, { error: message });
  return max ? base.max(max, { error: maxMessage ?? message }) : base;
};

/** Characters as the translate tool counts them: code points, so 𠮷 is one, not two UTF-16 units. */
export function charCount(v: string): number {
  let n = 0;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c < 0xd800 || c > 0xdbff || i + 1 >= v.length) n++;
    else {
      const d = v.charCodeAt(i + 1);
      n++;
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
  }
  return n;
}

/**
 * A trimmed string of at most `max` characters (counted by charCount); the ceiling is also stated
 * in the OpenAPI schema (maxLength), so the fuzz suite knows it. `typeMessage` answers a missing
 * or non-string value.
 */
export const maxChars = (max: number, message: string, typeMessage = message) =>
  z
    .string({ error: typeMessage })
    .trim()
    .refine((v) => charCount(v) <= max, { error: message })
    .meta({ maxLength: max });

export const idParam = z.object({
  id: z.coerce
    .number({ error: '请求的 ID 不正确' })
    .int({ error: '请求的 ID 不正确' })
    .positive({ error: '请求的 ID 不正确' })
    .max(2_147_483_647, { error: '请求的 ID 不正确' }),
});

/** A list's page number (from 1), as every paged query takes it. */
export const pageNumber = () =>
  z.coerce
    .number({ error: '页码不正确' })
    .int({ error: '页码不正确' })
    .min(1, { error: '页码不正确' })
    .max(100_000, { error: '页码不正确' })
    .default(1);

/** A list's page size, whatever the query calls it (size, page_size, limit). */
export const pageSize = (defaultSize: number, maxSize = 100) =>
  z.coerce
    .number({ error: '每页数量不正确' })
    .int({ error: '每页数量不正确' })
    .min(1, { error: '每页数量不正确' })
    .max(maxSize, { error: `每页数量不能超过${maxSize}` })
    .default(defaultSize);

export const pageQuery = (defaultSize: number, maxSize = 100) =>
  z.object({ page: pageNumber(), size: pageSize(defaultSize, maxSize) });

/** The longest link any field keeps. */
export const URL_MAX_CHARS = 2048;

/** The `_t` query some lists take to dodge caches: any short token, ignored by the server. */
export const cacheBuster = z.string().max(64, { error: '参数 _t 过长' }).optional();

/** http(s) absolute or site-relative ("/x"), never javascript:, data: or protocol-relative. */
export const safeUrl = (message = '链接地址必须以 http://、https:// 或 / 开头') =>
  z
    .string({ error: message })
    .trim()
    .max(URL_MAX_CHARS, { error: '链接地址过长' })
    .refine((v) => v === '' || isSafeUrl(v), { error: message });

export const hexColor = z
  .string({ error: '颜色格式不正确' })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: '颜色格式应为 #RRGGBB' });
