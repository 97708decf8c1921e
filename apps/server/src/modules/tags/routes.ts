import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParam,
  MSG,
  okEmptySchema,
  okSchema,
  tagAddBody,
  tagListQuery,
  tagSchema,
  tagUpdateBody,
} from '@yuexue/contract';
import { conflict, notFound } from '../../lib/http-error.js';
import { createTagRepo } from './repo.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  const repo = createTagRepo(app.db);
  const list = { querystring: tagListQuery, response: { 200: okSchema(z.array(tagSchema)) } };

  app.get(
    '/tag/list',
    {
      config: { access: 'public' },
      schema: { tags: ['content'], summary: '文章或视频标签列表', ...list },
    },
    async (req) => ({ status: true as const, data: await repo.list(req.query.type) }),
  );

  app.get(
    '/admin/tag/list',
    {
      config: { access: 'staff' },
      schema: { tags: ['admin-content'], summary: '后台：标签列表', ...list },
    },
    async (req) => ({ status: true as const, data: await repo.list(req.query.type) }),
  );

  app.post(
    '/admin/tag/add',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin-content'],
        summary: '后台：添加标签（名称按类型唯一，颜色 #RRGGBB）',
        body: tagAddBody,
        response: { 201: okSchema(tagSchema) },
      },
    },
    async (req, reply) => {
      const tag = await repo.add({ ...req.body, color: req.body.color.toUpperCase() });
      if (!tag) throw conflict(MSG.content.tagExists);
      return reply.code(201).send({ status: true as const, data: tag });
    },
  );

  app.post(
    '/admin/tag/update',
    {
      config: { access: 'staff', changesPublicLists: true },
      schema: {
        tags: ['admin-content'],
        summary: '后台：修改标签名称和颜色（类型不变，名称按类型唯一）',
        body: tagUpdateBody,
        response: { 200: okSchema(tagSchema) },
      },
    },
    async (req) => {
      const { id, name, color } = req.body;
      const tag = await repo.update(id, { name, color: color.toUpperCase() });
      if (tag === 'missing') throw notFound(MSG.content.tagMissing);
      if (tag === 'exists') throw conflict(MSG.content.tagExists);
      return { status: true as const, data: tag };
    },
  );

  app.post(
    '/admin/tag/delete/:id',
    {
      config: { access: 'staff', changesPublicLists: true },
      schema: {
        tags: ['admin-content'],
        summary: '后台：删除标签（文章和视频上的该标签随之移除）',
        params: idParam,
        response: { 200: okEmptySchema },
      },
    },
    async (req) => {
      if (!(await repo.remove(req.params.id))) throw notFound(MSG.content.tagMissing);
      return { status: true as const };
    },
  );
};
export default routes;
