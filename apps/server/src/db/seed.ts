import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_EMAIL_SETTINGS,
  DEFAULT_GENERAL_SETTINGS,
  DEFAULT_SECURITY_SETTINGS,
  ROLE_NAMES,
  type RoleCode,
} from '@yuexue/contract';
import type { Db } from './client.js';
import { menus, roles, settings, users } from './schema/index.js';
import { hashPassword } from '../lib/password.js';

type RoleSeed = Omit<typeof roles.$inferInsert, 'id' | 'roleName'> & { roleCode: RoleCode };

/** Default limits (documented in docs/decisions.md): -1 unlimited, 0 forbidden. */
export const DEFAULT_ROLES: RoleSeed[] = [
  {
    roleCode: 'admin',
    dailyTranslateLimit: -1,
    dailyPhoneticLimit: -1,
    dailyTranslateCharsLimit: -1,
    dailyPhoneticCharsLimit: -1,
    articlePreviewCharsLimit: -1,
    canComment: true,
  },
  {
    roleCode: 'creator',
    dailyTranslateLimit: -1,
    dailyPhoneticLimit: -1,
    dailyTranslateCharsLimit: -1,
    dailyPhoneticCharsLimit: -1,
    articlePreviewCharsLimit: -1,
    canComment: true,
  },
  {
    roleCode: 'paid_member',
    dailyTranslateLimit: -1,
    dailyPhoneticLimit: -1,
    dailyTranslateCharsLimit: 5000,
    dailyPhoneticCharsLimit: 5000,
    articlePreviewCharsLimit: -1,
    canComment: true,
  },
  {
    roleCode: 'business_member',
    dailyTranslateLimit: -1,
    dailyPhoneticLimit: -1,
    dailyTranslateCharsLimit: 20000,
    dailyPhoneticCharsLimit: 20000,
    articlePreviewCharsLimit: -1,
    canComment: true,
  },
  {
    roleCode: 'free_member',
    dailyTranslateLimit: 50,
    dailyPhoneticLimit: 100,
    dailyTranslateCharsLimit: 500,
    dailyPhoneticCharsLimit: 1000,
    articlePreviewCharsLimit: 600,
    dailyNewCardsLimit: 20,
    canComment: true,
  },
  {
    roleCode: 'guest',
    dailyTranslateLimit: 10,
    dailyPhoneticLimit: 20,
    dailyTranslateCharsLimit: 200,
    dailyPhoneticCharsLimit: 300,
    articlePreviewCharsLimit: 200,
    dailyNewCardsLimit: 0,
    canComment: false,
  },
];

export const DEFAULT_MENUS: Array<Omit<typeof menus.$inferInsert, 'id'>> = [
  { title: '首页', url: '/', icon: 'home', position: 'navbar', category: '', sortOrder: 1 },
  {
    title: '文章专区',
    url: '/article',
    icon: 'class',
    position: 'navbar',
    category: '',
    sortOrder: 2,
  },
  {
    title: '视频专区',
    url: '/video',
    icon: 'class',
    position: 'navbar',
    category: '',
    sortOrder: 3,
  },
  {
    title: '我的收藏',
    url: '/collection',
    icon: 'collect',
    position: 'navbar',
    category: '',
    sortOrder: 4,
  },
  {
    title: '粤语词典',
    url: '/dictionary',
    icon: 'info',
    position: 'navbar',
    category: '',
    sortOrder: 5,
  },
  { title: '首页', url: '/', icon: '', position: 'footer', category: 'quick_links', sortOrder: 1 },
  {
    title: '文章专区',
    url: '/article',
    icon: '',
    position: 'footer',
    category: 'quick_links',
    sortOrder: 2,
  },
  {
    title: '视频专区',
    url: '/video',
    icon: '',
    position: 'footer',
    category: 'quick_links',
    sortOrder: 3,
  },
  {
    title: '粤语词典',
    url: '/dictionary',
    icon: '',
    position: 'footer',
    category: 'resources',
    sortOrder: 1,
  },
  {
    title: '粤拼方案（香港语言学学会）',
    url: 'https://lshk.org/jyutping-scheme/',
    icon: '',
    position: 'footer',
    category: 'resources',
    sortOrder: 2,
  },
];

export interface SeedResult {
  adminCreated: boolean;
  adminUsername: string;
  /** Set only when the password was generated here; print it once. */
  generatedPassword?: string;
}

/** What the modules add, run inside the seeding transaction (src/seed.ts composes them). */
export interface ModuleSeeds {
  /** Content every start tops up (the sample articles and videos). */
  content(db: Db): Promise<void>;
  /** What only the start that creates the admin adds (plans on sale). */
  firstStart(db: Db): Promise<void>;
}

/** Several instances may start together on an empty database: one seeds while the others wait, then find it seeded. */
export async function seedTables(
  db: Db,
  opts: { adminUsername: string; adminPassword?: string },
  modules: ModuleSeeds,
): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727275)`);
    return seedInside(tx as unknown as Db, opts, modules);
  });
}

async function seedInside(
  db: Db,
  opts: { adminUsername: string; adminPassword?: string },
  modules: ModuleSeeds,
): Promise<SeedResult> {
  await db
    .insert(roles)
    .values(DEFAULT_ROLES.map((r) => ({ ...r, roleName: ROLE_NAMES[r.roleCode] })))
    .onConflictDoNothing({ target: roles.roleCode });

  const defaults: Record<string, unknown> = {
    general: DEFAULT_GENERAL_SETTINGS,
    email: DEFAULT_EMAIL_SETTINGS,
    security: DEFAULT_SECURITY_SETTINGS,
    internal: { jwt_secret: randomBytes(48).toString('base64url') },
  };
  await db
    .insert(settings)
    .values(Object.entries(defaults).map(([category, data]) => ({ category, data })))
    .onConflictDoNothing({ target: settings.category });

  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(menus)) as [
    { count: number },
  ];
  if (count === 0) await db.insert(menus).values(DEFAULT_MENUS);

  await modules.content(db);

  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${opts.adminUsername})`);
  if (existing.length > 0) return { adminCreated: false, adminUsername: opts.adminUsername };
  const [adminRole] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.roleCode, 'admin'));
  if (!adminRole) throw new Error('admin role missing after seeding');
  const generatedPassword = opts.adminPassword ? undefined : randomBytes(9).toString('base64url');
  const password = opts.adminPassword ?? generatedPassword!;
  const inserted = await db
    .insert(users)
    .values({
      username: opts.adminUsername,
      passwordHash: await hashPassword(password),
      roleId: adminRole.id,
      isAdmin: true,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // The first start (the one that creates the admin) also puts plans on sale, so 开通会员 works at once.
  if (inserted.length > 0) await modules.firstStart(db);
  return {
    adminCreated: inserted.length > 0,
    adminUsername: opts.adminUsername,
    generatedPassword: inserted.length > 0 ? generatedPassword : undefined,
  };
}
