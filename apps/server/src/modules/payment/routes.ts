import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderResponse,
  idParam,
  initiatePaymentBody,
  MSG,
  orderIdParam,
  paymentModeResponse,
  paymentCheckResponse,
  paymentStartResponse,
} from '@yuexue/contract';
import { badRequest, HttpError, notFound } from '../../lib/http-error.js';
import { wechatPayConfigured, WechatNotificationError } from '../../providers/payment/index.js';
import { createOrdersRepo } from '../orders/repo.js';
import { toOrder } from '../orders/service.js';
import { createPaymentService } from './service.js';
import { sandboxPage } from './sandbox-page.js';

const tags = ['billing'];
const B = MSG.billing;

const routes: FastifyPluginAsyncZod = async (app) => {
  const service = createPaymentService({
    db: app.db,
    settings: app.settings,
    publicUrl: app.config.publicUrl,
    sandboxConfirm: app.config.sandboxConfirm,
    log: app.log,
  });
  const selfConfirm = app.config.sandboxConfirm === 'self';
  const orders = createOrdersRepo(app.db);

  app.post(
    '/payment/initiate',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '发起支付：创建订单（金额取自当前价格）并返回本站生成的二维码',
        body: initiatePaymentBody,
        response: { 200: paymentStartResponse },
      },
    },
    async (req) => ({
      status: true as const,
      data: await service.initiate(req.user!.id, req.body),
    }),
  );

  app.get(
    '/payment/check/:order_id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '查询订单是否已支付（仅订单本人；微信支付的待支付订单会先向微信查单）',
        params: orderIdParam,
        response: { 200: paymentCheckResponse },
      },
    },
    async (req) => ({
      status: true as const,
      data: await service.check(req.user!.id, req.params.order_id),
    }),
  );

  // WeChat Pay notifications are verified over the exact bytes received: keep the JSON body as text here.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    raw.post(
      '/payment/notify/wechat',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: '微信支付 APIv3 支付结果通知（验签、AES-256-GCM 解密、核对商户号与金额）',
          hide: false,
        },
      },
      async (req, reply) => {
        // WeChat Pay reads {code, message}; our clients read the envelope: the body carries both.
        const fail = (status: number, message: string) =>
          reply
            .code(status)
            .send({ status: false, error: message, reason: message, code: 'FAIL', message });
        const rawBody = typeof req.body === 'string' ? req.body : '';
        const { provider, settings } = await service.wechatProvider();
        if (!wechatPayConfigured(settings)) return fail(404, '微信支付未启用');
        let notice;
        try {
          notice = provider.parseNotification(req.headers, rawBody);
        } catch (err) {
          if (err instanceof WechatNotificationError) {
            req.log.warn({ why: err.message }, 'WeChat Pay notification refused');
            return fail(401, '签名验证失败');
          }
          throw err;
        }
        // Events other than a successful payment need no action; acknowledge them.
        if (!notice) return reply.code(204).send();
        const result = await service.settle(notice, 'wechat');
        if (result === 'refused') return fail(400, '订单信息不符');
        return reply.code(204).send();
      },
    );
  });

  // The sandbox confirm page (opened from the QR code) and its form post.
  const sandboxRoutes: FastifyPluginAsyncZod = async (page) => {
    page.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, body),
    );
    page.get(
      '/payment/sandbox/:order_id',
      {
        config: { access: 'public', htmlPage: true },
        schema: { tags, summary: '测试支付页面（沙箱，HTML）', params: orderIdParam },
      },
      async (req, reply) => {
        const order = await service.sandboxOrder(req.params.order_id);
        const shown = order?.payType === 'sandbox' ? order : undefined;
        return reply
          .code(shown ? 200 : 404)
          .type('text/html; charset=utf-8')
          .send(sandboxPage(shown, selfConfirm));
      },
    );
    page.post(
      '/payment/sandbox/:order_id',
      {
        config: { access: 'public', htmlPage: true },
        schema: {
          tags,
          summary:
            '测试支付：确认支付（仅当 PAYMENT_SANDBOX=self-confirm；默认须由管理员在后台确认，此处返回 403）',
          params: orderIdParam,
        },
      },
      async (req, reply) => {
        const result = await service.confirmSandbox(req.params.order_id, 'page');
        const html = (status: number, order: Parameters<typeof sandboxPage>[0], message?: string) =>
          reply
            .code(status)
            .type('text/html; charset=utf-8')
            .send(sandboxPage(order, selfConfirm, message));
        if (result === undefined || result === 'not_sandbox')
          return html(404, undefined, result ? B.sandboxWrongProvider : undefined);
        const order = await service.sandboxOrder(req.params.order_id);
        if (result === 'needs_admin') return html(403, order, B.sandboxNeedsAdmin);
        if (result === 'expired') return html(409, order);
        return html(200, result);
      },
    );
  };
  await app.register(sandboxRoutes);

  app.get(
    '/admin/payment/mode',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['billing-admin'],
        summary: '后台：当前收款方式（微信支付/测试支付）及测试支付由谁确认',
        response: { 200: paymentModeResponse },
      },
    },
    async () => ({ status: true as const, data: await service.mode() }),
  );

  app.post(
    '/admin/order/confirm/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['billing-admin'],
        summary: '后台：确认测试支付订单已收款（与支付通知走同一入账逻辑，只入账一次）',
        params: idParam,
        response: { 200: adminOrderResponse },
      },
    },
    async (req) => {
      const found = await orders.findById(req.params.id);
      if (!found) throw notFound(B.orderNotFound);
      const result = await service.confirmSandbox(found.orderNo, { adminId: req.user!.id });
      if (result === undefined) throw notFound(B.orderNotFound);
      if (result === 'not_sandbox') throw badRequest(B.sandboxWrongProvider);
      if (result === 'expired') throw new HttpError(409, B.orderExpired, 'conflict');
      if (result === 'needs_admin' || result.status !== 1 || found.status !== 0)
        throw badRequest(B.sandboxConfirmOnlyPending);
      return { status: true as const, data: toOrder(result) };
    },
  );
};
export default routes;
