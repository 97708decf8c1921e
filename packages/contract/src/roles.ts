import { z } from 'zod';
import { ROLE_CODES } from './role-names.js';
import { okSchema } from './envelope.js';

export const roleCodeSchema = z.enum(ROLE_CODES);

/** role_name and role_code are sent back but never stored (read-only): bounded all the same. */
const ROLE_TEXT_MAX = 64;

const limitMessage = (label: string) => `${label}必须是不小于 -1 的整数（-1 不限，0 禁止）`;

/** The per-role limits an admin edits (back-office §3 Role, §5 use-limit semantics), in card order. */
export const ROLE_LIMIT_FIELDS = [
  { key: 'daily_translate_limit', label: '每日翻译次数', unit: '次' },
  { key: 'daily_translate_chars_limit', label: '单次翻译字数', unit: '字' },
  { key: 'daily_translate_total_chars', label: '每日翻译总字数', unit: '字' },
  { key: 'daily_phonetic_limit', label: '每日注音次数', unit: '次' },
  { key: 'daily_phonetic_chars_limit', label: '单次注音字数', unit: '字' },
  { key: 'daily_phonetic_total_chars', label: '每日注音总字数', unit: '字' },
  { key: 'article_preview_chars_limit', label: '文章试读字数', unit: '字' },
  { key: 'daily_new_cards_limit', label: '每日新学卡片', unit: '张' },
] as const;
export type RoleLimitKey = (typeof ROLE_LIMIT_FIELDS)[number]['key'];

/** −1 unlimited, 0 forbidden, a positive number the daily count or characters; capped to fit an int column. */
export const roleLimitSchema = (label: string) =>
  z.coerce
    .number({ error: limitMessage(label) })
    .int({ error: limitMessage(label) })
    .min(-1, { error: limitMessage(label) })
    .max(1_000_000_000, { error: `${label}不能超过 1000000000` });

export const roleSchema = z.object({
  id: z.number().int(),
  role_name: z.string(),
  role_code: z.string(),
  daily_translate_limit: z.number().int(),
  daily_phonetic_limit: z.number().int(),
  daily_translate_chars_limit: z.number().int(),
  daily_phonetic_chars_limit: z.number().int(),
  daily_translate_total_chars: z.number().int(),
  daily_phonetic_total_chars: z.number().int(),
  article_preview_chars_limit: z.number().int(),
  daily_new_cards_limit: z.number().int(),
  can_comment: z.boolean(),
});
export type Role = z.infer<typeof roleSchema>;
/** GET /admin/role/list */
export const roleListResponse = okSchema(z.array(roleSchema));
/** POST /admin/role/update/{id} */
export const roleSavedResponse = okSchema(roleSchema).extend({ message: z.string() });

const limitShape = Object.fromEntries(
  ROLE_LIMIT_FIELDS.map((f) => [f.key, roleLimitSchema(f.label)]),
) as Record<RoleLimitKey, ReturnType<typeof roleLimitSchema>>;

/**
 * POST /admin/role/update/{id}. role_name and role_code are sent (back-office §7) but read-only:
 * the server ignores them. The two daily total-character limits are beyond the spec and optional,
 * as is the daily number of new study cards (issue 25), so older clients keep working.
 */
export const roleUpdateBody = z.object({
  role_name: z.string().max(ROLE_TEXT_MAX, { error: '角色名称或代码过长' }).optional(),
  role_code: z.string().max(ROLE_TEXT_MAX, { error: '角色名称或代码过长' }).optional(),
  ...limitShape,
  daily_translate_total_chars: limitShape.daily_translate_total_chars.optional(),
  daily_phonetic_total_chars: limitShape.daily_phonetic_total_chars.optional(),
  daily_new_cards_limit: limitShape.daily_new_cards_limit.optional(),
  can_comment: z.boolean({ error: '允许评论必须是开关值' }),
});
export type RoleUpdateBody = z.infer<typeof roleUpdateBody>;
