import { z } from 'zod';
import { OAUTH_PROVIDERS, type OAuthProvider } from './admin-settings.js';
import { tokenResponse, userInfoResponse } from './auth.js';
import { okSchema } from './envelope.js';
import { MSG } from './messages.js';

const O = MSG.socialLogin;

/** Short names used inside messages (微信登录失败, Google登录失败，请稍后再试). */
export const OAUTH_LABELS: Record<OAuthProvider, string> = { wechat: '微信', google: 'Google' };

/** login: sign in (or sign up); bind: attach the identity to the signed-in user (public-site §4). */
export const OAUTH_MODES = ['login', 'bind'] as const;
export type OAuthMode = (typeof OAUTH_MODES)[number];

/** The web route a provider sends the browser back to (public-site §2: /auth/wechat). */
export const oauthCallbackPath = (provider: OAuthProvider) => `/auth/${provider}`;

/** public-site §8: 微信登录失败 / 微信绑定失败, and the same for the global provider. */
export const oauthFailed = (provider: OAuthProvider, mode: OAuthMode) =>
  O.failed(OAUTH_LABELS[provider], mode === 'bind');
/** public-site §8 "{provider} login failed, try again later": the provider could not be reached or answered nonsense. */
export const oauthUnavailable = (provider: OAuthProvider) =>
  MSG.auth.providerLoginFailed(OAUTH_LABELS[provider]);

export const oauthProviderName = z.enum(OAUTH_PROVIDERS, { error: O.providerInvalid });

export const oauthAuthorizeQuery = z.object({
  provider: oauthProviderName,
  mode: z.enum(OAUTH_MODES, { error: O.modeInvalid }).default('login'),
});
export type OAuthAuthorizeQuery = z.infer<typeof oauthAuthorizeQuery>;
export const oauthAuthorizeResponse = okSchema(z.object({ url: z.string() }));

/** public-site §7 POST /oauth/callback: provider, code, state (default empty). An empty code gets the provider's own message. */
export const oauthCallbackBody = z.object({
  provider: oauthProviderName,
  code: z.string({ error: O.codeRejected }).trim().max(2048, { error: O.codeRejected }).default(''),
  state: z.string({ error: O.stateInvalid }).trim().max(256, { error: O.stateInvalid }).default(''),
});
export type OAuthCallbackBody = z.infer<typeof oauthCallbackBody>;
/** Login mode answers the token (§7); bind mode answers the updated user. */
export const oauthCallbackResponse = z.union([tokenResponse, userInfoResponse]);

export const oauthProviderInfo = z.object({ provider: oauthProviderName, label: z.string() });
export type OAuthProviderInfo = z.infer<typeof oauthProviderInfo>;
export const oauthProvidersResponse = okSchema(z.array(oauthProviderInfo));

export const oauthUnbindBody = z.object({ provider: oauthProviderName });
