import { z } from 'zod';
import { safeUrl } from './fields.js';
import {
  DEFAULT_EMAIL_SETTINGS,
  DEFAULT_SECURITY_SETTINGS,
  emailSettingsSchema,
  generalSettingsSchema,
  SECRET_MASK,
  securitySettingsSchema,
  type EmailSettings,
  type GeneralSettings,
  type SecuritySettings,
  type SettingsCategory,
} from './settings.js';
import { DEFAULT_GENERAL_SETTINGS } from './settings-defaults.js';
import { roleSchema, roleUpdateBody } from './roles.js';
import {
  DEFAULT_PAYMENT_SETTINGS,
  PAYMENT_SECRET_FIELDS,
  paymentSettingsSchema,
  type PaymentSettings,
} from './billing.js';
import { MSG } from './messages.js';
import { okSchema } from './envelope.js';

/** back-office §2.13 OAuth: a global web-account provider and the social-app (WeChat) provider. */
export const OAUTH_PROVIDERS = ['google', 'wechat'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];
export const OAUTH_PROVIDER_NAMES: Record<OAuthProvider, string> = {
  google: 'Google 账号登录',
  wechat: '微信扫码登录',
};

export const oauthProviderSchema = z.object({
  enabled: z.boolean(),
  client_id: z.string(),
  client_secret: z.string(),
  redirect_uri: z.string(),
});
export type OAuthProviderSettings = z.infer<typeof oauthProviderSchema>;
/**
 * Where each provider lives: the real hosts by default; tests (local fake providers) and other
 * OpenID Connect issuers point elsewhere. Optional because documents saved before these fields
 * existed lack them; the OAuth module fills the defaults in.
 */
export const googleProviderSchema = oauthProviderSchema.extend({ issuer: z.string().optional() });
export const wechatProviderSchema = oauthProviderSchema.extend({
  api_base: z.string().optional(),
  open_base: z.string().optional(),
});
export const oauthSettingsSchema = z.object({
  providers: z.object({ google: googleProviderSchema, wechat: wechatProviderSchema }),
});
export type OAuthSettings = z.infer<typeof oauthSettingsSchema>;
const noProvider: OAuthProviderSettings = {
  enabled: false,
  client_id: '',
  client_secret: '',
  redirect_uri: '',
};
export const DEFAULT_OAUTH_SETTINGS = {
  providers: {
    google: { ...noProvider, issuer: 'https://accounts.google.com' },
    wechat: {
      ...noProvider,
      api_base: 'https://api.weixin.qq.com',
      open_base: 'https://open.weixin.qq.com',
    },
  },
} satisfies OAuthSettings;

/** use_limit has no fields of its own (back-office §3): it shows and edits the roles. */
export const useLimitSettingsSchema = z.object({ roles: z.array(roleSchema) });

/** Where each category keeps its secrets: these are never sent out, only SECRET_MASK (or '' when unset). */
export const SECRET_PATHS: Partial<Record<SettingsCategory, readonly (readonly string[])[]>> = {
  email: [['password']],
  oauth: OAUTH_PROVIDERS.map((p) => ['providers', p, 'client_secret'] as const),
  // The issue lists the certificate text among the secrets, so it is masked beside billing's own secret fields.
  payment: [...PAYMENT_SECRET_FIELDS, 'wechatcertificate'].map((f) => [f] as const),
};
export const isMasked = (v: unknown) => v === SECRET_MASK;

const M = MSG.adminSettings;

const text = (field: string, max: number) =>
  z
    .string({ error: `${field}必须是文字` })
    .trim()
    .max(max, { error: M.tooLong(field, max) });
const optionalEmail = (field: string) =>
  text(field, 254).refine((v) => v === '' || /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(v), {
    error: M.emailInvalid(field),
  });
const image = (field: string) => safeUrl(`${field}必须以 http://、https:// 或 / 开头`);
const secret = (field: string, max = 10_000) =>
  z.string({ error: `${field}必须是文字` }).max(max, { error: M.tooLong(field, max) });

/** Save bodies: every field optional (missing ones keep the stored value), values checked. */
export const generalSettingsBody = z
  .object({
    site_name: text('网站名称', 60).min(1, { error: M.siteNameRequired }),
    site_description: text('网站描述', 300),
    site_keywords: text('关键词', 300),
    contact_email: optionalEmail('联系邮箱'),
    contact_phone: text('联系电话', 40),
    company_address: text('公司地址', 200),
    maintenance_mode: z.boolean({ error: '维护模式必须是开关值' }),
    allow_registration: z.boolean({ error: '允许注册必须是开关值' }),
    debug_mode: z.boolean({ error: '调试模式必须是开关值' }),
    homepage_qr_image1: image('首页图片1'),
    homepage_qr_desc1: text('首页图片1说明', 200),
    homepage_qr_image2: image('首页图片2'),
    homepage_qr_desc2: text('首页图片2说明', 200),
    site_favicon: image('网站图标'),
    icp_number: text('备案号', 60),
  })
  .partial();

export const emailSettingsBody = z
  .object({
    host: text('SMTP 服务器', 253).refine(
      (v) => v === '' || /^[A-Za-z0-9.-]+$|^\[[0-9a-fA-F:.]+\]$/.test(v),
      { error: M.hostInvalid },
    ),
    port: z.coerce
      .number({ error: M.portInvalid })
      .int({ error: M.portInvalid })
      .min(1, { error: M.portInvalid })
      .max(65535, { error: M.portInvalid }),
    protocol: z.boolean({ error: 'SSL/TLS 必须是开关值' }),
    username: text('用户名', 254),
    password: secret('密码', 1000),
    from: optionalEmail('发件人邮箱'),
    white_list: z
      .object({
        enabled: z.boolean({ error: '邮箱后缀白名单开关必须是开关值' }),
        custom: text('邮箱后缀白名单', 2000),
        white_list: z.array(text('邮箱后缀', 253)).max(500, { error: '邮箱后缀最多500个' }),
      })
      .partial(),
  })
  .partial();

const providerBody = z
  .object({
    enabled: z.boolean({ error: '启用必须是开关值' }),
    client_id: text('Client ID', 300),
    client_secret: secret('Client Secret', 1000),
    redirect_uri: text('回调地址', 2048).refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), {
      error: M.redirectInvalid,
    }),
  })
  .partial();
const baseUrl = (field: string) =>
  text(field, 2048).refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), {
    error: `${field}必须以 http:// 或 https:// 开头`,
  });
const googleBody = providerBody.extend({ issuer: baseUrl('OpenID Connect 签发者地址') }).partial();
const wechatBody = providerBody
  .extend({ api_base: baseUrl('微信接口地址'), open_base: baseUrl('微信开放平台地址') })
  .partial();
export const oauthSettingsBody = z
  .object({ providers: z.object({ google: googleBody, wechat: wechatBody }).partial() })
  .partial();

export const paymentSettingsBody = z
  .object({
    enabled: z.boolean({ error: '启用必须是开关值' }),
    app_id: text('AppID', 64),
    mch_id: text('商户号', 64),
    apiv3_key: secret('APIv3 密钥', 64),
    serial_no: text('证书序列号', 128),
    wechatcertificate: secret('平台证书', 20_000),
    private_key: secret('商户私钥', 20_000),
    platform_serial: text('平台证书序列号', 128),
    notify_url: text('支付通知地址', 2048).refine(
      (v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v),
      { error: '支付通知地址必须以 http:// 或 https:// 开头' },
    ),
    api_base: text('支付接口地址', 2048).refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), {
      error: '支付接口地址必须以 http:// 或 https:// 开头',
    }),
  })
  .partial();

export const securitySettingsBody = z
  .object({
    blacklist_ips: z
      .array(z.string({ error: 'IP 地址必须是文字' }).max(64, { error: 'IP 地址过长' }))
      .max(5000, { error: 'IP 列表最多5000条' }),
    whitelist_ips: z
      .array(z.string({ error: 'IP 地址必须是文字' }).max(64, { error: 'IP 地址过长' }))
      .max(5000, { error: 'IP 列表最多5000条' }),
  })
  .partial();

export const useLimitSettingsBody = z.object({
  roles: z.array(roleUpdateBody.extend({ id: z.number().int().positive() })),
});

export const SETTINGS_BODIES = {
  general: generalSettingsBody,
  email: emailSettingsBody,
  oauth: oauthSettingsBody,
  payment: paymentSettingsBody,
  security: securitySettingsBody,
  use_limit: useLimitSettingsBody,
} as const;

export interface SettingsByCategory {
  general: GeneralSettings;
  email: EmailSettings;
  oauth: OAuthSettings;
  payment: PaymentSettings;
  security: SecuritySettings;
}
export const SETTINGS_DEFAULTS: SettingsByCategory = {
  general: DEFAULT_GENERAL_SETTINGS,
  email: DEFAULT_EMAIL_SETTINGS,
  oauth: DEFAULT_OAUTH_SETTINGS,
  payment: DEFAULT_PAYMENT_SETTINGS,
  security: DEFAULT_SECURITY_SETTINGS,
};

export const testEmailBody = z.object({
  to: z
    .string({ error: M.testEmailTo })
    .trim()
    .min(1, { error: M.testEmailTo })
    .max(254, { error: M.emailInvalid('收件人') })
    .regex(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, { error: M.emailInvalid('收件人') }),
});
export const testEmailResult = z.object({ via: z.enum(['smtp', 'outbox']), message: z.string() });
/** POST /admin/system/settings/test-email */
export const testEmailResponse = okSchema(testEmailResult);

/** One category's settings, as GET and POST /admin/system/settings answer them (secrets masked). */
export const settingsCategoryData = z.union([
  generalSettingsSchema,
  emailSettingsSchema,
  oauthSettingsSchema,
  paymentSettingsSchema,
  securitySettingsSchema,
  useLimitSettingsSchema,
]);
export const adminSettingsResponse = okSchema(settingsCategoryData);
export const adminSettingsSavedResponse = adminSettingsResponse.extend({
  message: z.string(),
  reason: z.string(),
});

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** 4 or 6 for a valid IPv4 or IPv6 address, else 0 (the same answer as node's isIP, in the browser too). */
export function ipVersion(addr: string): 0 | 4 | 6 {
  if (IPV4.test(addr)) return 4;
  if (!addr.includes(':') || !/^[0-9a-fA-F:.]+$/.test(addr)) return 0;
  try {
    new URL(`http://[${addr}]/`);
    return 6;
  } catch {
    return 0;
  }
}

/**
 * Why an IP list entry (address or CIDR range) is malformed, or undefined when it is fine: the
 * security tab checks each entry when it is added (issue 26), the server on save.
 */
export function ipEntryProblem(entry: string): string | undefined {
  const text = entry.trim();
  if (!text) return MSG.adminSettings.ipEmpty;
  const [addr = '', prefix, extra] = text.split('/');
  const version = ipVersion(addr);
  if (!version || extra !== undefined) return MSG.adminSettings.ipInvalid(text);
  const max = version === 4 ? 32 : 128;
  if (prefix !== undefined && (!/^\d{1,3}$/.test(prefix) || Number(prefix) > max))
    return MSG.adminSettings.ipPrefixInvalid(text, max);
  return undefined;
}
