// No zod here: the web app's first screen needs these without loading any schema.

export const ROLE_CODES = [
  'admin',
  'creator',
  'paid_member',
  'business_member',
  'free_member',
  'guest',
] as const;
export type RoleCode = (typeof ROLE_CODES)[number];

/** Roles that require is_admin (back-office §5 User edit). */
export const STAFF_ROLES: readonly RoleCode[] = ['admin', 'creator'];

export const ROLE_NAMES: Record<RoleCode, string> = {
  admin: '管理员',
  creator: '创作者',
  paid_member: '付费会员',
  business_member: '企业会员',
  free_member: '免费会员',
  guest: '游客',
};

/** public-site §1: any other role is shown as a generic user. */
export function roleDisplayName(code: string | null | undefined): string {
  if (code && code in ROLE_NAMES) return ROLE_NAMES[code as RoleCode];
  return '普通用户';
}
