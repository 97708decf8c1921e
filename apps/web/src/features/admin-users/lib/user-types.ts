import { ROLE_NAMES, STAFF_ROLES, type RoleCode, type USER_TYPES } from '@yuexue/contract';

/** The user-type filter of back-office §2.6 (values from the contract; docs/decisions.md). */
export const USER_TYPE_LABELS: Record<(typeof USER_TYPES)[number], string> = {
  all: '全部用户',
  admin: ROLE_NAMES.admin,
  creator: ROLE_NAMES.creator,
  paid_member: ROLE_NAMES.paid_member,
  business_member: ROLE_NAMES.business_member,
  free_member: ROLE_NAMES.free_member,
  member_active: '会员有效期内',
  banned: '已禁用',
};

/** back-office §5 User edit: the role decides the admin flag — admin and creator true, others false. */
export const roleForcesAdmin = (roleCode: string | undefined) =>
  !!roleCode && STAFF_ROLES.includes(roleCode as RoleCode);
