import { createHash, randomBytes } from 'node:crypto';
import {
  LIMITS,
  MSG,
  OAUTH_LABELS,
  oauthFailed,
  oauthUnavailable,
  type OAuthCallbackBody,
  type OAuthMode,
  type OAuthProvider,
  type OAuthProviderInfo,
  type User,
} from '@yuexue/contract';
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  tooMany,
  unauthorized,
} from '../../lib/http-error.js';
import {
  enabledProviders,
  oauthClient,
  OAuthProviderError,
  type OAuthClient,
  type OAuthProfile,
} from '../../providers/social-login/index.js';
import type { AuthRepo } from '../auth/repo.js';
import { toAuthUser, toPublicUser, type AuthUser, type TokenService } from '../auth/session.js';
import type { SettingsService } from '../settings/service.js';
import type { SocialLoginRepo } from './repo.js';
import { usernameCandidates } from './username.js';

const O = MSG.socialLogin;
const L = LIMITS.socialLogin;

export interface SocialLoginServiceDeps {
  repo: SocialLoginRepo;
  auth: { repo: AuthRepo; tokens: TokenService };
  settings: SettingsService;
  log: { warn: (obj: object, msg: string) => void };
}

export interface BrowserContext {
  ip: string;
  userAgent?: string;
  /** The secret of the HttpOnly cookie that binds a sign-in to the browser that started it. */
  browserSecret?: string;
}

const randomToken = () => randomBytes(32).toString('base64url');
const isToken = (v: string | undefined): v is string => !!v && /^[A-Za-z0-9_-]{43}$/.test(v);
const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

export function createSocialLoginService({ repo, auth, settings, log }: SocialLoginServiceDeps) {
  const label = (p: OAuthProvider) => OAUTH_LABELS[p];

  async function clientFor(provider: OAuthProvider): Promise<OAuthClient> {
    const client = await oauthClient(settings, provider);
    if (!client) throw forbidden(O.notOpen(label(provider)));
    return client;
  }

  /** A provider's failure in zh-CN: the code or token is no good (400), or the provider is unreachable (502). */
  function providerFailure(err: unknown, provider: OAuthProvider, mode: OAuthMode): HttpError {
    if (!(err instanceof OAuthProviderError)) throw err;
    log.warn({ provider, mode, kind: err.kind, reason: err.message }, 'oauth provider failure');
    if (err.kind === 'unavailable')
      return new HttpError(502, oauthUnavailable(provider), 'unavailable');
    return badRequest(
      O.failedBecause(
        oauthFailed(provider, mode),
        err.kind === 'rejected' ? O.codeRejected : O.idTokenInvalid,
      ),
    );
  }

  async function publicUser(userId: number, sessionId: string): Promise<User> {
    const row = await auth.repo.findUserById(userId);
    if (!row) throw unauthorized(MSG.common.unauthorized);
    return toPublicUser(toAuthUser(row, sessionId), await auth.repo.oauthInstances(userId));
  }

  async function login(
    provider: OAuthProvider,
    profile: OAuthProfile,
    ctx: BrowserContext,
  ): Promise<string> {
    const keys = [profile.id, ...profile.altIds];
    let userId = (await repo.findIdentity(provider, keys))?.userId;
    if (!userId) {
      // A social sign-in of an unknown person is a registration.
      if (!(await settings.general()).allow_registration)
        throw forbidden(MSG.auth.registrationClosed, 'registration_closed');
      userId =
        (await repo.createSocialUser({
          usernames: usernameCandidates(profile.name, O.fallbackUsername(label(provider))),
          email: profile.email,
          avatarUrl: profile.avatarUrl,
          roleId: await auth.repo.roleIdByCode('free_member'),
          provider,
          providerId: profile.id,
        })) ?? (await repo.findIdentity(provider, keys))?.userId;
      if (!userId) throw new Error('social identity vanished during sign-up');
    }
    const user = await auth.repo.findUserById(userId);
    if (!user) throw new Error('social identity without a user');
    if (user.isBanned) throw forbidden(MSG.common.banned, 'banned');
    await auth.repo.touchLogin(userId);
    return auth.tokens.issue(userId, ctx.ip, ctx.userAgent);
  }

  async function bind(
    user: AuthUser,
    provider: OAuthProvider,
    profile: OAuthProfile,
  ): Promise<User> {
    const failed = oauthFailed(provider, 'bind');
    const keys = [profile.id, ...profile.altIds];
    const holder = await repo.findIdentity(provider, keys);
    if (holder && holder.userId !== user.id)
      throw conflict(O.failedBecause(failed, O.boundToOther(label(provider))));
    if (!holder && !(await repo.attachIdentity(user.id, provider, profile.id))) {
      // Refused in the statement: the identity went to someone meanwhile, or this account has another one.
      const now = await repo.findIdentity(provider, keys);
      if (now?.userId !== user.id) {
        throw conflict(
          O.failedBecause(
            failed,
            now ? O.boundToOther(label(provider)) : O.alreadyBound(label(provider)),
          ),
        );
      }
    }
    return publicUser(user.id, user.sessionId);
  }

  return {
    async providers(): Promise<OAuthProviderInfo[]> {
      return (await enabledProviders(settings)).map((provider) => ({
        provider,
        label: label(provider),
      }));
    },

    /** The provider's page with a fresh state; returns the browser secret to keep in the cookie. */
    async authorize(
      provider: OAuthProvider,
      mode: OAuthMode,
      user: AuthUser | null,
      ctx: BrowserContext,
    ) {
      const client = await clientFor(provider);
      if (mode === 'bind' && !user) throw unauthorized(O.bindNeedsLogin);
      if ((await auth.repo.hit(`oauth:ip:${ctx.ip}`, L.windowSeconds)) > L.authorizePerIp)
        throw tooMany(MSG.common.tooMany, L.windowSeconds);
      // One secret per browser, so sign-ins started in two tabs both still work.
      const browserSecret = isToken(ctx.browserSecret) ? ctx.browserSecret : randomToken();
      const flow = { state: randomToken(), nonce: randomToken(), codeVerifier: randomToken() };
      let url: string;
      try {
        url = await client.authorizeUrl(flow);
      } catch (err) {
        throw providerFailure(err, provider, mode);
      }
      await repo.purgeExpiredStates();
      await repo.insertState({
        stateHash: sha256(flow.state),
        provider,
        mode,
        userId: mode === 'bind' ? user!.id : null,
        browserHash: sha256(browserSecret),
        codeVerifier: flow.codeVerifier,
        nonce: flow.nonce,
        expiresAt: new Date(Date.now() + L.stateTtlSeconds * 1000),
      });
      return { url, browserSecret };
    },

    /** public-site §7 POST /oauth/callback: login answers a token, bind answers the updated user. */
    async callback(
      body: OAuthCallbackBody,
      user: AuthUser | null,
      ctx: BrowserContext,
    ): Promise<{ token: string } | { user: User }> {
      const { provider } = body;
      const client = await clientFor(provider);
      if (!body.code) throw badRequest(O.codeMissing(label(provider)));
      const flow =
        body.state && isToken(ctx.browserSecret)
          ? await repo.consumeState(sha256(body.state), provider, sha256(ctx.browserSecret))
          : undefined;
      if (!flow) throw badRequest(O.stateInvalid);
      const mode = flow.mode as OAuthMode;
      if (mode === 'bind') {
        if (!user) throw unauthorized(O.bindNeedsLogin);
        if (user.id !== flow.userId) throw forbidden(O.bindOtherUser);
      }
      let profile: OAuthProfile;
      try {
        profile = await client.exchange(body.code, flow);
      } catch (err) {
        throw providerFailure(err, provider, mode);
      }
      return mode === 'bind'
        ? { user: await bind(user!, provider, profile) }
        : { token: await login(provider, profile, ctx) };
    },

    /** Removes a binding, unless it is the account's only way to sign in. */
    async unbind(user: AuthUser, provider: OAuthProvider): Promise<User> {
      if (!(await repo.identityOf(user.id, provider)))
        throw badRequest(O.notBound(label(provider)));
      if (!user.hasPassword && (await repo.identityCount(user.id)) <= 1)
        throw badRequest(O.unbindLastMethod);
      await repo.detachIdentity(user.id, provider);
      return publicUser(user.id, user.sessionId);
    },
  };
}
export type SocialLoginService = ReturnType<typeof createSocialLoginService>;
