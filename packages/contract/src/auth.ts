import { z } from 'zod';
import { LIMITS } from './limits.js';
import { MSG } from './messages.js';
import { okSchema } from './envelope.js';

const A = MSG.auth;
const { username: U, password: P, email: E } = LIMITS;

export const usernameSchema = z
  .string({ error: A.usernameRequired })
  .trim()
  .min(1, { error: A.usernameRequired })
  .refine((v) => [...v].length >= U.min && [...v].length <= U.max, { error: A.usernameLength })
  .refine((v) => !/[\s<>"'`&]/.test(v), { error: A.usernameChars })
  .meta({ maxLength: U.max });

export const emailSchema = z
  .string({ error: A.emailRequired })
  .trim()
  .min(1, { error: A.emailRequired })
  .max(E.max, { error: A.emailInvalid })
  .regex(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, { error: A.emailInvalid })
  .transform((v) => v.toLowerCase());

export const newPasswordSchema = z
  .string({ error: A.passwordRequired })
  .min(1, { error: A.passwordRequired })
  .min(P.min, { error: A.passwordMin })
  .max(P.max, { error: A.passwordMax });

export const codeSchema = z
  .string({ error: A.codeRequired })
  .trim()
  .min(1, { error: A.codeRequired })
  .max(16, { error: A.codeInvalid });

export const loginBody = z.object({
  username: z
    .string({ error: A.loginRequired })
    .trim()
    .min(1, { error: A.loginRequired })
    .max(254, { error: A.invalidCredentials }),
  password: z
    .string({ error: A.loginRequired })
    .min(1, { error: A.loginRequired })
    .max(P.max, { error: A.invalidCredentials }),
});
export type LoginBody = z.infer<typeof loginBody>;

export const tokenResponse = z.object({ status: z.literal(true), token: z.string() });

export const VERIFY_PURPOSES = ['register', 'reset', 'bind'] as const;
export const verifyBody = z.object({
  email: emailSchema,
  /** public-site §7: true when binding an e-mail. */
  checkout: z.boolean({ error: '参数 checkout 必须是布尔值' }).default(false),
  /** Beyond the spec: which flow the code is for; defaults to register (or bind when checkout). */
  purpose: z.enum(VERIFY_PURPOSES, { error: '验证码用途不正确' }).optional(),
  /** Beyond the spec (issue 26): registration sends the chosen username, refused here if taken. */
  username: usernameSchema.optional(),
});
export type VerifyBody = z.infer<typeof verifyBody>;

export const registerBody = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  code: codeSchema,
});
export type RegisterBody = z.infer<typeof registerBody>;

export const resetBody = z.object({
  email: emailSchema,
  code: codeSchema,
  password: newPasswordSchema,
});
export type ResetBody = z.infer<typeof resetBody>;

/** Beyond the spec (issue 26): a signed-in user changes the password with the current one; an
 * account without a password (social sign-in only) sets its first one without it. */
export const changePasswordBody = z.object({
  current_password: z.string().max(P.max, { error: A.currentPasswordWrong }).optional(),
  password: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const bindEmailBody = z.object({
  id: z.coerce.number().int().positive().optional(),
  email: emailSchema,
  code: codeSchema,
});
export type BindEmailBody = z.infer<typeof bindEmailBody>;

export const oauthInstanceSchema = z.object({ provider_type: z.string(), provider_id: z.string() });

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  avatar_url: z.string().nullable(),
  role_code: z.string(),
  role_name: z.string(),
  is_admin: z.boolean(),
  has_password: z.boolean(),
  oauth_instances: z.array(oauthInstanceSchema),
  subscription_exp: z.string().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const userInfoResponse = okSchema(userSchema);
