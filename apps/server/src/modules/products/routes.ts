import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminProductListResponse,
  adminProductResponse,
  idParam,
  MSG,
  productDeleteResponse,
  productFormBody,
  productListResponse,
} from '@yuexue/contract';
import { badRequest, notFound } from '../../lib/http-error.js';
import { multipartFieldsToBody } from './form.js';
import { createProductsRepo } from './repo.js';
import { toAdminProduct, toProduct, toProductValues } from './service.js';

const B = MSG.billing;

const routes: FastifyPluginAsyncZod = async (app) => {
  const repo = createProductsRepo(app.db);
  const adminList = async () => {
    const [rows, paid] = await Promise.all([repo.listLive(), repo.paidCounts()]);
    const now = new Date();
    return rows.map((p) => toAdminProduct(p, paid.get(p.id) ?? 0, now));
  };

  app.get(
    '/product/list',
    {
      config: { access: 'public' },
      schema: {
        tags: ['billing'],
        summary: '会员产品列表（按 sort_order，含当前是否促销与实付价）',
        response: { 200: productListResponse },
      },
    },
    async () => {
      const now = new Date();
      return { status: true as const, data: (await repo.listLive()).map((p) => toProduct(p, now)) };
    },
  );

  app.get(
    '/admin/product/list',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['billing-admin'],
        summary: '后台：会员产品列表',
        response: { 200: adminProductListResponse },
      },
    },
    async () => ({ status: true as const, data: await adminList() }),
  );

  app.get(
    '/admin/product/load/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['billing-admin'],
        summary: '后台：产品详情',
        params: idParam,
        response: { 200: adminProductResponse },
      },
    },
    async (req) => {
      const found = (await adminList()).find((p) => p.id === req.params.id);
      if (!found) throw notFound(B.productNotFound);
      return { status: true as const, data: found };
    },
  );

  const formRoute = { preValidation: multipartFieldsToBody, config: { access: 'admin' as const } };

  app.post(
    '/admin/product/add',
    {
      ...formRoute,
      schema: {
        tags: ['billing-admin'],
        summary: '后台：新增会员产品（multipart 表单或 JSON）',
        body: productFormBody,
        response: { 201: adminProductResponse },
      },
    },
    async (req, reply) => {
      const row = await repo.insert(toProductValues(req.body));
      return reply.code(201).send({ status: true as const, data: toAdminProduct(row, 0) });
    },
  );

  app.post(
    '/admin/product/update',
    {
      ...formRoute,
      schema: {
        tags: ['billing-admin'],
        summary: '后台：修改会员产品（multipart 表单或 JSON，含 id）',
        body: productFormBody,
        response: { 200: adminProductResponse },
      },
    },
    async (req) => {
      if (!req.body.id) throw badRequest(MSG.common.invalidId);
      const row = await repo.update(req.body.id, toProductValues(req.body));
      if (!row) throw notFound(B.productNotFound);
      const paid = (await repo.paidCounts()).get(row.id) ?? 0;
      return { status: true as const, data: toAdminProduct(row, paid) };
    },
  );

  app.post(
    '/admin/product/delete/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['billing-admin'],
        summary: '后台：删除产品（已有订单的产品改为下架）',
        params: idParam,
        response: { 200: productDeleteResponse },
      },
    },
    async (req) => {
      const result = await repo.remove(req.params.id);
      if (result === 'missing') throw notFound(B.productNotFound);
      return {
        status: true as const,
        message: result === 'hidden' ? B.productHidden : B.productDeleted,
        data: { soft_deleted: result === 'hidden' },
      };
    },
  );
};
export default routes;
