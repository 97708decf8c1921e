import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  articleCommentsQuery,
  commentBody,
  commentSchema,
  idParam,
  latestCommentsResponse,
  latestCommentsQuery,
  MSG,
  okEmptySchema,
  okListSchema,
  okSchema,
} from '@yuexue/contract';
import { createCommentService } from './service.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  const service = createCommentService(app.db, app.storage);
  const tags = ['comments'];

  app.get(
    '/comments/latest',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '最新评论（含文章标题）',
        querystring: latestCommentsQuery,
        response: { 200: latestCommentsResponse },
      },
    },
    async (req) => ({ status: true as const, data: await service.latest(req.query.limit) }),
  );

  app.get(
    '/comments/article/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          '文章评论：顶层评论分页（最新在前），每条带最多三层的回复（旧的在前）；total 为顶层评论数',
        params: idParam,
        querystring: articleCommentsQuery,
        response: { 200: okListSchema(commentSchema) },
      },
    },
    async (req) => ({
      status: true as const,
      ...(await service.forArticle(req.params.id, req.query.page, req.query.size)),
    }),
  );

  app.post(
    '/comments',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '发表评论或回复（角色需有评论权限，文章需允许评论，回复最多三层）',
        body: commentBody,
        response: { 201: okSchema(commentSchema) },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send({ status: true as const, data: await service.post(req.user!, req.body) }),
  );

  app.delete(
    '/comments/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '删除评论（管理员或作者本人；回复一并删除）',
        params: idParam,
        response: { 200: okEmptySchema },
      },
    },
    async (req) => {
      await service.remove(req.user!, req.params.id);
      return { status: true as const, message: MSG.comments.deleted };
    },
  );
};
export default routes;
