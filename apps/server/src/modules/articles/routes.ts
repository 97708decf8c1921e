import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminArticleListQuery,
  adminArticleSchema,
  articleBody,
  articleListItemSchema,
  articleListQuery,
  articleSchema,
  articleUpdateBody,
  idParam,
  okEmptySchema,
  okListSchema,
  okSchema,
} from '@yuexue/contract';
import { arrayQueryAlias } from '../../lib/query.js';
import { createArticleService } from './service.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  const service = createArticleService(app.db, app.settings);
  const tags = ['content'];
  const admin = ['admin-content'];

  app.get(
    '/article/list/paginated',
    {
      config: { access: 'public' },
      preValidation: arrayQueryAlias('tags'),
      schema: {
        tags,
        summary: '文章列表（置顶优先、最新在前；search 匹配标题和简介；tags 为任一标签）',
        querystring: articleListQuery,
        response: { 200: okListSchema(articleListItemSchema) },
      },
    },
    async (req) => ({
      status: true as const,
      ...(await app.publicLists.page('article', req.query, () => service.listPublic(req.query))),
    }),
  );

  app.get(
    '/article/load/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '文章详情；非免费文章的正文按读者角色的试读字数截断（is_truncated）',
        params: idParam,
        response: { 200: okSchema(articleSchema) },
      },
    },
    async (req) => ({
      status: true as const,
      data: await service.loadPublic(req.params.id, req.user?.roleCode ?? 'guest'),
    }),
  );

  app.get(
    '/admin/article/list/paginated',
    {
      config: { access: 'staff' },
      schema: {
        tags: admin,
        summary: '后台：文章列表（search 匹配标题、简介或正文）',
        querystring: adminArticleListQuery,
        response: { 200: okListSchema(articleListItemSchema) },
      },
    },
    async (req) => ({ status: true as const, ...(await service.listAdmin(req.query)) }),
  );

  app.get(
    '/admin/article/load/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags: admin,
        summary: '后台：文章详情（完整正文，不含隐藏版权声明）与标签',
        params: idParam,
        response: { 200: okSchema(adminArticleSchema) },
      },
    },
    async (req) => ({ status: true as const, data: await service.loadAdmin(req.params.id) }),
  );

  app.post(
    '/admin/article/add',
    {
      config: { access: 'staff', changesPublicLists: true },
      schema: {
        tags: admin,
        summary: '后台：发布文章（正文按编辑器白名单净化，并插入隐藏版权声明）',
        body: articleBody,
        response: { 201: okSchema(adminArticleSchema) },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send({ status: true as const, data: await service.add(req.body, req.user!.id) }),
  );

  app.post(
    '/admin/article/update',
    {
      config: { access: 'staff', changesPublicLists: true },
      schema: {
        tags: admin,
        summary: '后台：修改文章（保留已有的隐藏版权声明）',
        body: articleUpdateBody,
        response: { 200: okSchema(adminArticleSchema) },
      },
    },
    async (req) => ({ status: true as const, data: await service.update(req.body) }),
  );

  app.post(
    '/admin/article/delete/:id',
    {
      config: { access: 'staff', changesPublicLists: true },
      schema: {
        tags: admin,
        summary: '后台：删除文章（连同其评论）',
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
