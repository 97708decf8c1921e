import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminVideoListQuery,
  adminVideoSchema,
  idParam,
  okEmptySchema,
  okListSchema,
  okSchema,
  videoBody,
  videoListQuery,
  videoSchema,
  videoUpdateBody,
} from '@yuexue/contract';
import { arrayQueryAlias } from '../../lib/query.js';
import { createVideoService } from './service.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  const service = createVideoService(app.db);
  const tags = ['content'];
  const admin = ['admin-content'];

  app.get(
    '/video/list/paginated',
    {
      config: { access: 'public' },
      preValidation: arrayQueryAlias('tags'),
      schema: {
        tags,
        summary: '视频列表（置顶优先、最新在前；可按频道、搜索、任一标签筛选）',
        querystring: videoListQuery,
        response: { 200: okListSchema(videoSchema) },
      },
    },
    async (req) => ({
      status: true as const,
      ...(await app.publicLists.page('video', req.query, () => service.list(req.query))),
    }),
  );

  app.get(
    '/video/load/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '视频详情',
        params: idParam,
        response: { 200: okSchema(adminVideoSchema) },
      },
    },
    async (req) => ({ status: true as const, data: await service.load(req.params.id) }),
  );

  app.get(
    '/admin/video/list/paginated',
    {
      config: { access: 'staff' },
      schema: {
        tags: admin,
        summary: '后台：视频列表（每页默认9条）',
        querystring: adminVideoListQuery,
        response: { 200: okListSchema(videoSchema) },
      },
    },
    async (req) => ({ status: true as const, ...(await service.list(req.query)) }),
  );

  app.get(
    '/admin/video/load/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags: admin,
        summary: '后台：视频详情与标签',
        params: idParam,
        response: { 200: okSchema(adminVideoSchema) },
      },
    },
    async (req) => ({ status: true as const, data: await service.load(req.params.id) }),
  );

  app.post(
    '/admin/video/add',
    {
      config: { access: 'staff', changesPublicLists: true },
      schema: {
        tags: admin,
        summary: '后台：添加视频（仅保存白名单播放器的规范化 iframe）',
        body: videoBody,
        response: { 201: okSchema(adminVideoSchema) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ status: true as const, data: await service.add(req.body) }),
  );

  app.post(
    '/admin/video/update',
    {
      config: { access: 'staff', changesPublicLists: true },
      schema: {
        tags: admin,
        summary: '后台：修改视频',
        body: videoUpdateBody,
        response: { 200: okSchema(adminVideoSchema) },
      },
    },
    async (req) => ({ status: true as const, data: await service.update(req.body) }),
  );

  app.post(
    '/admin/video/delete/:id',
    {
      config: { access: 'staff', changesPublicLists: true },
      schema: {
        tags: admin,
        summary: '后台：删除视频',
        params: idParam,
        response: { 200: okEmptySchema },
      },
    },
    async (req) => {
      await service.remove(req.params.id);
      return { status: true as const };
    },
  );
};
export default routes;
