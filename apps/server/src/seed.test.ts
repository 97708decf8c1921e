import { afterAll, beforeAll, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../test/db.js';
import type { Database } from './db/client.js';
import { DEFAULT_MENUS, DEFAULT_ROLES } from './db/seed.js';
import { SEED_ARTICLES } from './modules/articles/seed-articles.js';
import { sampleProducts } from './modules/products/seed.js';
import { seedDatabase } from './seed.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const count = async (table: string) => {
  const result = (await database.db.execute(
    sql.raw(`SELECT count(*)::int AS n FROM ${table}`),
  )) as unknown as {
    rows: Array<{ n: number }>;
  };
  return result.rows[0]!.n;
};

test('instances starting together on an empty database seed it exactly once', async () => {
  const starts = await Promise.all(
    Array.from({ length: 4 }, () =>
      seedDatabase(database.db, { adminUsername: 'admin', adminPassword: 'Seed-admin-1' }),
    ),
  );
  expect(starts.filter((s) => s.adminCreated)).toHaveLength(1);
  expect(await count('roles')).toBe(DEFAULT_ROLES.length);
  expect(await count('menus')).toBe(DEFAULT_MENUS.length);
  expect(await count('articles')).toBe(SEED_ARTICLES.length);
  expect(await count('users')).toBe(1);
  expect(await count('products')).toBe(sampleProducts().length);

  const again = await seedDatabase(database.db, { adminUsername: 'admin' });
  expect(again).toEqual({ adminCreated: false, adminUsername: 'admin' });
  expect(await count('articles')).toBe(SEED_ARTICLES.length);
  // Later starts add no plans: what the admin edited or deleted stays so.
  expect(await count('products')).toBe(sampleProducts().length);
});
