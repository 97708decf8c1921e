import { z } from 'zod';
import { emailSchema, usernameSchema } from './auth.js';
import { pageNumber, pageSize, safeUrl } from './fields.js';
import { MSG } from './messages.js';

/** back-office §2.6, values the spec leaves "not shown" (documented in docs/decisions.md). */
export const USER_TYPES = [
  'all',
  'admin',
  'creator',
  'paid_member',
  'business_member',
  'free_member',
  'member_active',
  'banned',
] as const;
export const USER_SORT_FIELDS = [
  'id',
  'username',
  'email',
  'created_at',
  'last_login_at',
  'subscription_exp',
] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;

export const userListQuery = z.object({
  page: pageNumber(),
  page_size: pageSize(10),
  search: z.string().trim().max(100, { error: '搜索内容过长' }).default(''),
  user_type: z.enum(USER_TYPES, { error: MSG.adminUsers.userType }).default('all'),
  sort_by: z.enum(USER_SORT_FIELDS, { error: MSG.adminUsers.sortBy }).default('created_at'),
  sort_order: z.enum(SORT_ORDERS, { error: MSG.adminUsers.sortOrder }).default('desc'),
});

export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  avatar_url: z.string().nullable(),
  is_admin: z.boolean(),
  is_banned: z.boolean(),
  role_id: z.number().int(),
  role_code: z.string(),
  role_name: z.string(),
  subscription_exp: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userListResponse = z.object({
  status: z.literal(true),
  data: z.object({
    users: z.array(adminUserSchema),
    total: z.number().int(),
    total_pages: z.number().int(),
  }),
});

/** POST /api/admin/user/update: the edit modal sends every field; the ban toggle sends only id and is_banned. */
export const userUpdateBody = z.object({
  id: z.coerce.number({ error: '用户 ID 不正确' }).int().positive({ error: '用户 ID 不正确' }),
  username: usernameSchema.optional(),
  email: z.union([emailSchema, z.literal('').transform(() => null), z.null()]).optional(),
  avatar_url: z.union([safeUrl(MSG.adminUsers.avatar), z.null()]).optional(),
  role_id: z.coerce
    .number({ error: MSG.adminUsers.roleNotFound })
    .int()
    .positive({ error: MSG.adminUsers.roleNotFound })
    .optional(),
  /** Ignored: the role decides (admin and creator force true, others false). */
  is_admin: z.boolean().optional(),
  is_banned: z.boolean({ error: '禁用状态必须是布尔值' }).optional(),
  /** Adds the product's days to the subscription, as if bought. */
  product_id: z
    .union([
      z.coerce.number().int().positive({ error: '产品不存在' }),
      z.null(),
      z.literal('').transform(() => null),
    ])
    .optional(),
});
export type UserUpdateBody = z.infer<typeof userUpdateBody>;
