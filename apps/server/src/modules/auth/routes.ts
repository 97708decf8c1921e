import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  bindEmailBody,
  changePasswordBody,
  loginBody,
  MSG,
  okEmptySchema,
  registerBody,
  resetBody,
  tokenResponse,
  userInfoResponse,
  verifyBody,
} from '@yuexue/contract';
import { forbidden } from '../../lib/http-error.js';
import { toPublicUser } from './session.js';

const ctx = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] });
const tags = ['auth'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const { service, repo } = app.auth;

  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '用户名或邮箱 + 密码登录',
        body: loginBody,
        response: { 200: tokenResponse },
      },
    },
    async (req) => ({
      status: true as const,
      token: await service.login(req.body.username, req.body.password, ctx(req)),
    }),
  );

  app.get(
    '/userinfo',
    {
      config: { access: 'user' },
      schema: { tags, summary: '当前登录用户信息', response: { 200: userInfoResponse } },
    },
    async (req) => ({
      status: true as const,
      data: toPublicUser(req.user!, await repo.oauthInstances(req.user!.id)),
    }),
  );

  app.post(
    '/verify',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '发送邮箱验证码（注册、重置密码、绑定邮箱）',
        body: verifyBody,
        response: { 200: okEmptySchema },
      },
    },
    async (req) => {
      await service.sendCode(req.body, ctx(req), req.user?.id);
      return { status: true as const, message: MSG.auth.codeSent };
    },
  );

  app.post(
    '/register',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '邮箱验证码注册',
        body: registerBody,
        response: { 201: tokenResponse },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send({ status: true as const, token: await service.register(req.body, ctx(req)) }),
  );

  app.post(
    '/reset',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '用邮箱验证码重置密码',
        body: resetBody,
        response: { 200: okEmptySchema },
      },
    },
    async (req) => {
      await service.reset(req.body);
      return { status: true as const, message: MSG.auth.resetSuccess };
    },
  );

  app.post(
    '/user/update',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '绑定邮箱（需验证码）',
        body: bindEmailBody,
        response: { 200: userInfoResponse },
      },
    },
    async (req) => {
      const me = req.user!;
      if (req.body.id !== undefined && req.body.id !== me.id) throw forbidden(MSG.common.forbidden);
      await service.bindEmail(me.id, req.body.email, req.body.code);
      const fresh = await app.auth.tokens.verify(req.headers.authorization!.slice(7).trim());
      return {
        status: true as const,
        data: toPublicUser(fresh!, await repo.oauthInstances(me.id)),
      };
    },
  );

  app.post(
    '/user/password',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '用当前密码修改密码（其他设备的登录随之失效）',
        body: changePasswordBody,
        response: { 200: okEmptySchema },
      },
    },
    async (req) => {
      await service.changePassword(req.user!.id, req.user!.sessionId, req.body);
      return { status: true as const, message: MSG.auth.passwordChanged };
    },
  );

  app.post(
    '/logout',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '退出登录并吊销当前令牌',
        body: z.unknown().optional(),
        response: { 200: okEmptySchema },
      },
    },
    async (req) => {
      await repo.revokeSession(req.user!.sessionId);
      return { status: true as const, message: MSG.auth.loggedOut };
    },
  );
};
export default routes;
