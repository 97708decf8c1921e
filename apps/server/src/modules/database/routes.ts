import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParam,
  phoneticFields,
  phoneticPageQuery,
  phoneticPageResponse,
  phoneticSavedResponse,
  phoneticUpdateBody,
  recordDeletedResponse,
  translationAddBody,
  translationDeleteQuery,
  translationPageQuery,
  translationPageResponse,
  translationSavedResponse,
  translationUpdateBody,
  MSG,
} from '@yuexue/contract';
import { createDatabaseService } from './service.js';

const M = MSG.database;

/** back-office §7 Database: the admin's translation and phonetic records (the engine reloads on the next request). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const service = createDatabaseService(app.db);
  const admin = { access: 'admin' as const };
  const tags = ['database'];

  app.get(
    '/translation/paginated',
    {
      config: admin,
      schema: {
        tags,
        summary: '翻译记录分页列表（按类型、搜索原文或优化文本）',
        querystring: translationPageQuery,
        response: { 200: translationPageResponse },
      },
    },
    async (req) => {
      const { page, size, search, translate_type } = req.query;
      return {
        status: true as const,
        ...(await service.listTranslations({ page, size, search, type: translate_type })),
      };
    },
  );
  app.post(
    '/translation/add',
    {
      config: admin,
      schema: {
        tags,
        summary: '添加翻译记录',
        body: translationAddBody,
        response: { 200: translationSavedResponse },
      },
    },
    async (req) => ({
      status: true as const,
      data: await service.addTranslation(req.body, req.user!.username),
      message: M.added,
    }),
  );
  app.post(
    '/translation/update',
    {
      config: admin,
      schema: {
        tags,
        summary: '修改翻译记录',
        body: translationUpdateBody,
        response: { 200: translationSavedResponse },
      },
    },
    async (req) => ({
      status: true as const,
      data: await service.updateTranslation(req.body.id, req.body),
      message: M.updated,
    }),
  );
  app.post(
    '/translation/delete/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: '删除翻译记录（translate_type 须与记录一致）',
        params: idParam,
        querystring: translationDeleteQuery,
        response: { 200: recordDeletedResponse },
      },
    },
    async (req) => {
      await service.deleteTranslation(req.params.id, req.query.translate_type);
      return { status: true as const, message: M.deleted };
    },
  );

  app.get(
    '/phonetics/paginated',
    {
      config: admin,
      schema: {
        tags,
        summary: '读音记录分页列表（搜索汉字或拼音）',
        querystring: phoneticPageQuery,
        response: { 200: phoneticPageResponse },
      },
    },
    async (req) => ({ status: true as const, ...(await service.listPhonetics(req.query)) }),
  );
  app.post(
    '/phonetics/add',
    {
      config: admin,
      schema: {
        tags,
        summary: '添加读音记录（粤拼或广州话拼音至少一项，其余自动推导）',
        body: phoneticFields,
        response: { 200: phoneticSavedResponse },
      },
    },
    async (req) => ({
      status: true as const,
      data: await service.addPhonetic(req.body, req.user!.username),
      message: M.added,
    }),
  );
  app.post(
    '/phonetics/update',
    {
      config: admin,
      schema: {
        tags,
        summary: '修改读音记录',
        body: phoneticUpdateBody,
        response: { 200: phoneticSavedResponse },
      },
    },
    async (req) => ({
      status: true as const,
      data: await service.updatePhonetic(req.body.id, req.body),
      message: M.updated,
    }),
  );
  app.post(
    '/phonetics/delete/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: '删除读音记录',
        params: idParam,
        response: { 200: recordDeletedResponse },
      },
    },
    async (req) => {
      await service.deletePhonetic(req.params.id);
      return { status: true as const, message: M.deleted };
    },
  );
};
export default routes;
