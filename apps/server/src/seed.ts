import type { Db } from './db/client.js';
import { seedTables, type ModuleSeeds, type SeedResult } from './db/seed.js';
import { seedArticles } from './modules/articles/seed.js';
import { seedProducts } from './modules/products/seed.js';
import { seedVideos } from './modules/videos/seed.js';

const MODULE_SEEDS: ModuleSeeds = {
  async content(db) {
    await seedArticles(db);
    await seedVideos(db);
  },
  async firstStart(db) {
    await seedProducts(db);
  },
};

/** Roles, settings, menus and the first admin (db/seed.ts), with the modules' sample content and plans. */
export const seedDatabase = (
  db: Db,
  opts: { adminUsername: string; adminPassword?: string },
): Promise<SeedResult> => seedTables(db, opts, MODULE_SEEDS);
