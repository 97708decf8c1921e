import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  LIMITS,
  oauthAuthorizeQuery,
  oauthAuthorizeResponse,
  oauthCallbackBody,
  oauthCallbackResponse,
  oauthProvidersResponse,
  oauthUnbindBody,
  userInfoResponse,
} from '@yuexue/contract';
import { createSocialLoginRepo } from './repo.js';
import { createSocialLoginService, type BrowserContext } from './service.js';

/** The browser binding: an HttpOnly cookie only the OAuth routes receive. */
export const BROWSER_COOKIE = 'yx_oauth';
const COOKIE_PATH = '/api/oauth';

function readCookie(req: FastifyRequest, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

function setBrowserCookie(req: FastifyRequest, reply: FastifyReply, secret: string) {
  const secure = req.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${BROWSER_COOKIE}=${secret}; Path=${COOKIE_PATH}; Max-Age=${LIMITS.socialLogin.stateTtlSeconds}; HttpOnly; SameSite=Lax${secure}`,
  );
}

const ctx = (req: FastifyRequest): BrowserContext => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'],
  browserSecret: readCookie(req, BROWSER_COOKIE),
});
const tags = ['oauth'];

/** Social sign-in (public-site §4 Social login, §7 POST /oauth/callback): WeChat website QR login and an OpenID Connect provider. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const service = createSocialLoginService({
    repo: createSocialLoginRepo(app.db),
    auth: app.auth,
    settings: app.settings,
    log: app.log,
  });

  app.get(
    '/oauth/providers',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '已启用的第三方登录方式（登录页按钮用，不含任何密钥）',
        response: { 200: oauthProvidersResponse },
      },
    },
    async () => ({ status: true as const, data: await service.providers() }),
  );

  app.get(
    '/oauth/authorize',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          '第三方登录的授权地址（login 登录；bind 需已登录，绑定到当前账号）；同时设置绑定本浏览器的 HttpOnly Cookie',
        querystring: oauthAuthorizeQuery,
        response: { 200: oauthAuthorizeResponse },
      },
    },
    async (req, reply) => {
      const { url, browserSecret } = await service.authorize(
        req.query.provider,
        req.query.mode,
        req.user,
        ctx(req),
      );
      setBrowserCookie(req, reply, browserSecret);
      return { status: true as const, data: { url } };
    },
  );

  app.post(
    '/oauth/callback',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          '第三方登录回调：校验 state，用授权码换取身份，登录（返回 token）或绑定（返回用户）',
        body: oauthCallbackBody,
        response: { 200: oauthCallbackResponse },
      },
    },
    async (req) => {
      const result = await service.callback(req.body, req.user, ctx(req));
      return 'token' in result
        ? { status: true as const, token: result.token }
        : { status: true as const, data: result.user };
    },
  );

  app.post(
    '/oauth/unbind',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '解绑第三方账号（需仍有密码或其他登录方式）',
        body: oauthUnbindBody,
        response: { 200: userInfoResponse },
      },
    },
    async (req) => ({
      status: true as const,
      data: await service.unbind(req.user!, req.body.provider),
    }),
  );
};
export default routes;
