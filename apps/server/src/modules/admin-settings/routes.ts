import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminSettingsResponse,
  adminSettingsSavedResponse,
  SETTINGS_BODIES,
  SETTINGS_CATEGORIES,
  testEmailBody,
  testEmailResponse,
  MSG,
} from '@yuexue/contract';
import { badRequest, HttpError, notFound } from '../../lib/http-error.js';
import { createRolesRepo } from '../roles/repo.js';
import { createAdminSettings } from './service.js';
import { testMail } from './test-mail.js';

const M = MSG.adminSettings;

const categoryQuery = z.object({
  category: z.enum(SETTINGS_CATEGORIES, { error: M.categoryInvalid }),
});

/** back-office §7 Settings: every category for administrators, secrets masked both ways. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const admin = createAdminSettings(app.settings);
  const roles = createRolesRepo(app.db);
  const tags = ['settings'];

  app.get(
    '/admin/system/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: '读取一个分类的系统设置（缺省字段用默认值补全，密钥以掩码代替）',
        querystring: categoryQuery,
        response: { 200: adminSettingsResponse },
      },
    },
    async (req) => {
      const { category } = req.query;
      if (category === 'use_limit')
        return { status: true as const, data: { roles: await roles.list() } };
      return { status: true as const, data: await admin.load(category) };
    },
  );

  app.post(
    '/admin/system/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: '保存一个分类的系统设置（发送掩码的密钥保持原值；IP 列表忽略空项和重复项）',
        querystring: categoryQuery,
        body: z.record(z.string(), z.unknown(), { error: '请求体必须是设置对象' }),
        response: { 200: adminSettingsSavedResponse },
      },
    },
    async (req) => {
      const { category } = req.query;
      const parsed = SETTINGS_BODIES[category].safeParse(req.body);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? M.saveFailed);
      if (category === 'use_limit') {
        const body = parsed.data as z.infer<(typeof SETTINGS_BODIES)['use_limit']>;
        for (const role of body.roles)
          if (!(await roles.updateLimits(role.id, role))) throw notFound(MSG.roles.notFound);
        return {
          status: true as const,
          data: { roles: await roles.list() },
          message: M.saved,
          reason: M.saved,
        };
      }
      const data = await admin.save(category, parsed.data as Record<string, unknown>, {
        ip: req.ip,
      });
      return { status: true as const, data, message: M.saved, reason: M.saved };
    },
  );

  app.post(
    '/admin/system/settings/test-email',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: '用当前保存的邮件设置发送一封测试邮件',
        body: testEmailBody,
        response: { 200: testEmailResponse },
      },
    },
    async (req) => {
      const siteName = (await app.settings.general()).site_name;
      try {
        const delivery = await app.mailer.send({ to: req.body.to, ...testMail(siteName) });
        const message =
          delivery.via === 'smtp' ? M.testEmailSent(req.body.to) : M.testEmailOutbox(req.body.to);
        return { status: true as const, data: { via: delivery.via, message } };
      } catch (err) {
        // The SMTP server's answer helps the admin fix the settings; it never holds our password.
        req.log.warn({ err }, 'test e-mail failed');
        throw new HttpError(
          502,
          M.testEmailFailed((err as Error).message || 'SMTP'),
          'unavailable',
        );
      }
    },
  );
};
export default routes;
