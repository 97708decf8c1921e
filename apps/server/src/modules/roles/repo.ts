import { asc, eq } from 'drizzle-orm';
import type { Role, RoleUpdateBody } from '@yuexue/contract';
import type { Db } from '../../db/client.js';
import { roles } from '../../db/schema/index.js';

type RoleRow = typeof roles.$inferSelect;

export const toRole = (r: RoleRow): Role => ({
  id: r.id,
  role_name: r.roleName,
  role_code: r.roleCode,
  daily_translate_limit: r.dailyTranslateLimit,
  daily_phonetic_limit: r.dailyPhoneticLimit,
  daily_translate_chars_limit: r.dailyTranslateCharsLimit,
  daily_phonetic_chars_limit: r.dailyPhoneticCharsLimit,
  daily_translate_total_chars: r.dailyTranslateTotalChars,
  daily_phonetic_total_chars: r.dailyPhoneticTotalChars,
  article_preview_chars_limit: r.articlePreviewCharsLimit,
  daily_new_cards_limit: r.dailyNewCardsLimit,
  can_comment: r.canComment,
});

export function createRolesRepo(db: Db) {
  return {
    async list(): Promise<Role[]> {
      return (await db.select().from(roles).orderBy(asc(roles.id))).map(toRole);
    },
    /** Saves the limits and can_comment; the role's name and code never change here (back-office §6). */
    async updateLimits(id: number, body: RoleUpdateBody): Promise<Role | undefined> {
      const [row] = await db
        .update(roles)
        .set({
          dailyTranslateLimit: body.daily_translate_limit,
          dailyPhoneticLimit: body.daily_phonetic_limit,
          dailyTranslateCharsLimit: body.daily_translate_chars_limit,
          dailyPhoneticCharsLimit: body.daily_phonetic_chars_limit,
          dailyTranslateTotalChars: body.daily_translate_total_chars,
          dailyPhoneticTotalChars: body.daily_phonetic_total_chars,
          articlePreviewCharsLimit: body.article_preview_chars_limit,
          dailyNewCardsLimit: body.daily_new_cards_limit,
          canComment: body.can_comment,
        })
        .where(eq(roles.id, id))
        .returning();
      return row && toRole(row);
    },
  };
}
export type RolesRepo = ReturnType<typeof createRolesRepo>;
