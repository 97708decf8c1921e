import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderListQuery,
  adminOrderListResponse,
  adminOrderResponse,
  adminOrderUpdateBody,
  BILLING,
  idParam,
  MSG,
  okEmptySchema,
  orderStatisticsResponse,
} from '@yuexue/contract';
import { badRequest, notFound } from '../../lib/http-error.js';
import { createOrdersRepo } from './repo.js';
import { orderStatistics, toOrder } from './service.js';

const B = MSG.billing;
const tags = ['billing-admin'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const repo = createOrdersRepo(app.db);

  app.get(
    '/admin/order/statistics',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: '后台：订单统计与仪表盘数据',
        response: { 200: orderStatisticsResponse },
      },
    },
    async () => ({ status: true as const, data: await orderStatistics(repo) }),
  );

  app.get(
    '/admin/order/list',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: '后台：订单列表（分页、按订单号/用户名/产品搜索、按状态筛选）',
        querystring: adminOrderListQuery,
        response: { 200: adminOrderListResponse },
      },
    },
    async (req) => {
      await repo.expireStale();
      const { rows, total } = await repo.list(req.query);
      return {
        status: true as const,
        data: rows.map(toOrder),
        total_count: total,
        total_pages: Math.ceil(total / req.query.limit),
        current_page: req.query.page,
      };
    },
  );

  app.get(
    '/admin/order/load/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: '后台：订单详情',
        params: idParam,
        response: { 200: adminOrderResponse },
      },
    },
    async (req) => {
      await repo.expireStale(req.params.id);
      const order = await repo.findById(req.params.id);
      if (!order) throw notFound(B.orderNotFound);
      return { status: true as const, data: toOrder(order) };
    },
  );

  app.post(
    '/admin/order/update',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: '后台：修改订单状态（会员到期时间与角色按仍为已支付的订单重新计算）',
        body: adminOrderUpdateBody,
        response: { 200: adminOrderResponse },
      },
    },
    async (req) => {
      const { id, status } = req.body;
      const order = await repo.findById(id);
      if (!order) throw notFound(B.orderNotFound);
      if (order.status === status) throw badRequest(B.orderStatusSame);
      await repo.setStatusAndRecompute(id, status, BILLING.pendingOrderMinutes);
      req.log.info(
        { orderNo: order.orderNo, from: order.status, to: status, by: req.user!.id },
        'order status set by admin',
      );
      return { status: true as const, data: toOrder((await repo.findById(id))!) };
    },
  );

  app.post(
    '/admin/order/delete/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: '后台：删除订单（会员到期时间与角色按其余已支付订单重新计算）',
        params: idParam,
        response: { 200: okEmptySchema },
      },
    },
    async (req) => {
      if (!(await repo.removeAndRecompute(req.params.id))) throw notFound(B.orderNotFound);
      req.log.info({ orderId: req.params.id, by: req.user!.id }, 'order deleted by admin');
      return { status: true as const, message: B.orderDeleted };
    },
  );
};
export default routes;
