import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { z } from 'zod';
import {
  adminFavoriteBody,
  adminFavoriteListQuery,
  adminFavoriteSchema,
  FAVORITE_LIMITS,
  favoriteAddBody,
  favoriteAddedResponse,
  favoriteKeptResponse,
  favoriteListQuery,
  favoriteSchema,
  favoriteTypeQuery,
  favoriteUpdateBody,
  idParam,
  MSG,
  okEmptySchema,
  okListSchema,
  okSchema,
} from '@yuexue/contract';
import { createFavoriteStudyHooks } from '../study/favorite-hooks.js';
import { createFavoriteService } from './service.js';

const F = MSG.favorites;
const JSON_TYPE = 'application/json; charset=utf-8';
/** A stream bypasses the response serializer; the service writes the same envelope the schema states. */
const streamed = (chunks: AsyncIterable<string>) => Readable.from(chunks) as never;

const routes: FastifyPluginAsyncZod = async (app) => {
  const service = createFavoriteService(app.db, createFavoriteStudyHooks(app));
  const tags = ['favorites'];
  const admin = ['admin-favorites'];
  const user = { access: 'user' as const };
  const list = okSchema(z.array(favoriteSchema));

  app.get(
    '/favorites/list',
    {
      config: user,
      schema: {
        tags,
        summary: '我的收藏（分页，最新在前）',
        querystring: favoriteListQuery,
        response: { 200: okListSchema(favoriteSchema) },
      },
    },
    async (req) => ({
      status: true as const,
      ...(await service.page(req.user!.id, req.query.page, req.query.size)),
    }),
  );

  app.get(
    '/favorites/list/by-type',
    {
      config: user,
      schema: {
        tags,
        summary: '我的某类收藏（translation 或 phonetic，全部，最新在前；分批流式返回）',
        querystring: favoriteTypeQuery,
        response: { 200: list },
      },
    },
    async (req, reply) =>
      reply.type(JSON_TYPE).send(streamed(service.allJson(req.user!.id, req.query.type))),
  );

  app.get(
    '/favorites/all',
    {
      config: user,
      schema: {
        tags,
        summary: `我的全部收藏（最新在前；分批流式返回；每人最多${FAVORITE_LIMITS.perUser}条）`,
        response: { 200: list },
      },
    },
    async (req, reply) => reply.type(JSON_TYPE).send(streamed(service.allJson(req.user!.id))),
  );

  app.get(
    '/favorites/load/:id',
    {
      config: user,
      schema: {
        tags,
        summary: '一条我的收藏',
        params: idParam,
        response: { 200: okSchema(favoriteSchema) },
      },
    },
    async (req) => ({
      status: true as const,
      data: await service.load(req.user!.id, req.params.id),
    }),
  );

  app.post(
    '/favorites/add',
    {
      config: user,
      schema: {
        tags,
        summary: '收藏翻译或注音结果（已收藏过同样内容时返回 200 与原收藏，不重复添加）',
        body: favoriteAddBody,
        response: { 201: favoriteAddedResponse, 200: favoriteKeptResponse },
      },
    },
    async (req, reply) => {
      const { favorite, created } = await service.add(req.user!.id, req.body);
      if (created) return reply.code(201).send({ status: true as const, data: favorite });
      return reply
        .code(200)
        .send({ status: true as const, data: favorite, message: F.alreadyFavorited });
    },
  );

  app.post(
    '/favorites/update/:id',
    {
      config: user,
      schema: {
        tags,
        summary: '修改我的收藏：任意文本字段与 phonetic_type（收藏类型不可改）',
        params: idParam,
        body: favoriteUpdateBody,
        response: { 200: okSchema(favoriteSchema) },
      },
    },
    async (req) => ({
      status: true as const,
      data: await service.update(req.user!.id, req.params.id, req.body),
    }),
  );

  app.post(
    '/favorites/delete/:id',
    {
      config: user,
      schema: { tags, summary: '删除我的收藏', params: idParam, response: { 200: okEmptySchema } },
    },
    async (req) => {
      await service.remove(req.user!.id, req.params.id);
      return { status: true as const, message: F.deleted };
    },
  );

  const staff = { access: 'admin' as const };
  app.get(
    '/admin/favorites/list',
    {
      config: staff,
      schema: {
        tags: admin,
        summary: '后台：所有用户的收藏（search 不区分大小写匹配原文、译文、用户名；每页默认50条）',
        querystring: adminFavoriteListQuery,
        response: { 200: okListSchema(adminFavoriteSchema) },
      },
    },
    async (req) => ({
      status: true as const,
      ...(await service.adminPage(req.query.page, req.query.size, req.query.search)),
    }),
  );

  app.post(
    '/admin/favorites/add',
    {
      config: staff,
      schema: {
        tags: admin,
        summary: '后台：添加收藏（不属于任何用户，显示为“系统”）',
        body: adminFavoriteBody,
        response: { 201: okSchema(adminFavoriteSchema) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ status: true as const, data: await service.adminAdd(req.body) }),
  );

  app.post(
    '/admin/favorites/update/:id',
    {
      config: staff,
      schema: {
        tags: admin,
        summary: '后台：修改收藏',
        params: idParam,
        body: adminFavoriteBody,
        response: { 200: okSchema(adminFavoriteSchema) },
      },
    },
    async (req) => ({
      status: true as const,
      data: await service.adminUpdate(req.params.id, req.body),
      message: F.updated,
    }),
  );

  app.post(
    '/admin/favorites/delete/:id',
    {
      config: staff,
      schema: {
        tags: admin,
        summary: '后台：删除收藏',
        params: idParam,
        response: { 200: okEmptySchema },
      },
    },
    async (req) => {
      await service.adminRemove(req.params.id);
      return { status: true as const, message: F.deleted };
    },
  );
};
export default routes;
