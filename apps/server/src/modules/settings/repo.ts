import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';

export function createSettingsRepo(db: Db) {
  return {
    async get(category: string): Promise<Record<string, unknown> | null> {
      const rows = await db
        .select({ data: settings.data })
        .from(settings)
        .where(eq(settings.category, category));
      return (rows[0]?.data as Record<string, unknown> | undefined) ?? null;
    },
    async put(category: string, data: Record<string, unknown>): Promise<void> {
      await db
        .insert(settings)
        .values({ category, data })
        .onConflictDoUpdate({ target: settings.category, set: { data, updatedAt: sql`now()` } });
    },
  };
}
export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
