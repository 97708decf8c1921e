import { z } from 'zod';
import { emailSchema, usernameSchema } from './auth.js';
import { safeUrl } from './fields.js';

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

export const USERS_ADMIN_MSG = {
  listFailed: '获取用户列表失败',
  updateFailed: '更新用户失败',
  updated: '用户信息更新成功',
  notFound: '用户不存在',
  guestRole: '不能把用户设为游客角色',
  roleNotFound: '角色不存在',
  selfBan: '不能禁用自己的账号',
  selfDemote: '不能取消自己的管理员角色',
  lastAdmin: '至少需要保留一名未被禁用的管理员',
  userType: '用户类型不正确',
  sortBy: '排序字段不正确',
  sortOrder: '排序方向应为 asc 或 desc',
  avatar: '头像地址必须以 http://、https:// 或 / 开头',
} as const;

export const userListQuery = z.object({
  page: z.coerce
    .number({ error: '页码不正确' })
    .int({ error: '页码不正确' })
    .min(1, { error: '页码不正确' })
    .max(100_000, { error: '页码不正确' })
    .default(1),
  page_size: z.coerce
    .number({ error: '每页数量不正确' })
    .int({ error: '每页数量不正确' })
    .min(1, { error: '每页数量不正确' })
    .max(100, { error: '每页数量不能超过100' })
    .default(10),
  search: z.string().trim().max(100, { error: '搜索内容过长' }).default(''),
  user_type: z.enum(USER_TYPES, { error: USERS_ADMIN_MSG.userType }).default('all'),
  sort_by: z.enum(USER_SORT_FIELDS, { error: USERS_ADMIN_MSG.sortBy }).default('created_at'),
  sort_order: z.enum(SORT_ORDERS, { error: USERS_ADMIN_MSG.sortOrder }).default('desc'),
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
  avatar_url: z.union([safeUrl(USERS_ADMIN_MSG.avatar), z.null()]).optional(),
  role_id: z.coerce
    .number({ error: USERS_ADMIN_MSG.roleNotFound })
    .int()
    .positive({ error: USERS_ADMIN_MSG.roleNotFound })
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
