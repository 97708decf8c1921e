import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addCardBody,
  cardIdParam,
  drillAnswerBody,
  drillAnswerResultSchema,
  drillSchema,
  favoriteSwitchBody,
  favoriteSwitchResultSchema,
  gradeBody,
  gradeResultSchema,
  okEmptySchema,
  okMessageSchema,
  okSchema,
  studiedFavoritesSchema,
  studyCardSchema,
  studyCountSchema,
  studyDueSchema,
  studyProgressSchema,
  studySettingsBody,
  studySettingsSchema,
  MSG,
} from '@yuexue/contract';
import { createStudyService } from './service.js';

/** Issue 25: the study loop. Every route is the signed-in learner's own (policy 'user'). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const study = createStudyService(app.db, app.language, app.dbKind);
  const tags = ['study'];
  const config = { access: 'user' as const };

  app.get(
    '/study/due',
    {
      config,
      schema: {
        tags,
        summary: '待复习的卡片（到期复习在前，新卡片受角色每日上限约束），附各评分的下次间隔',
        response: { 200: okSchema(studyDueSchema) },
      },
    },
    async (req) => ({
      status: true as const,
      data: await study.due(req.user!.id, req.user!.roleCode),
    }),
  );

  app.get(
    '/study/count',
    {
      config,
      schema: {
        tags,
        summary: '待复习卡片数（导航栏徽标）',
        response: { 200: okSchema(studyCountSchema) },
      },
    },
    async (req) => ({
      status: true as const,
      data: { due_count: await study.dueCount(req.user!.id, req.user!.roleCode) },
    }),
  );

  app.post(
    '/study/cards/:id/grade',
    {
      config,
      schema: {
        tags,
        summary: '评分一张卡片：1 重来、2 困难、3 良好、4 简单（FSRS 排程）',
        params: cardIdParam,
        body: gradeBody,
        response: { 200: okSchema(gradeResultSchema) },
      },
    },
    async (req) => ({
      status: true as const,
      data: await study.grade(req.user!.id, req.user!.roleCode, req.params.id, req.body.rating),
    }),
  );

  app.post(
    '/study/cards',
    {
      config,
      schema: {
        tags,
        summary: '加入学习（结果面板，不经收藏；同样内容已在学习中时返回 200）',
        body: addCardBody,
        response: { 201: okMessageSchema(studyCardSchema), 200: okMessageSchema(studyCardSchema) },
      },
    },
    async (req, reply) => {
      const { card, created } = await study.addText(req.user!.id, req.body);
      return reply.code(created ? 201 : 200).send({
        status: true as const,
        data: card,
        message: created ? MSG.study.added : MSG.study.alreadyAdded,
      });
    },
  );

  app.post(
    '/study/cards/:id/retire',
    {
      config,
      schema: {
        tags,
        summary: '把卡片移出学习（保留复习记录）',
        params: cardIdParam,
        response: { 200: okEmptySchema },
      },
    },
    async (req) => {
      await study.retire(req.user!.id, req.params.id);
      return { status: true as const };
    },
  );

  app.get(
    '/study/favorites',
    {
      config,
      schema: {
        tags,
        summary: '我的哪些收藏正在学习中',
        response: { 200: okSchema(studiedFavoritesSchema) },
      },
    },
    async (req) => ({
      status: true as const,
      data: { favorite_ids: await study.studiedFavoriteIds(req.user!.id) },
    }),
  );

  app.post(
    '/study/favorites/switch',
    {
      config,
      schema: {
        tags,
        summary: '把收藏加入或移出学习（单条开关与批量操作；不是我的收藏跳过）',
        body: favoriteSwitchBody,
        response: { 200: okMessageSchema(favoriteSwitchResultSchema) },
      },
    },
    async (req) => {
      const changed = await study.switchFavorites(req.user!.id, req.body.ids, req.body.enabled);
      return {
        status: true as const,
        data: { changed },
        message: req.body.enabled ? MSG.study.switchedOn(changed) : MSG.study.switchedOff(changed),
      };
    },
  );

  app.get(
    '/study/settings',
    {
      config,
      schema: {
        tags,
        summary: '学习设置（每日目标、收藏自动加入学习）',
        response: { 200: okSchema(studySettingsSchema) },
      },
    },
    async (req) => ({
      status: true as const,
      data: await study.settings(req.user!.id),
    }),
  );
  app.post(
    '/study/settings',
    {
      config,
      schema: {
        tags,
        summary: '保存学习设置',
        body: studySettingsBody,
        response: { 200: okMessageSchema(studySettingsSchema) },
      },
    },
    async (req) => ({
      status: true as const,
      data: await study.saveSettings(req.user!.id, req.body),
      message: MSG.study.settingsSaved,
    }),
  );

  app.get(
    '/study/progress',
    {
      config,
      schema: {
        tags,
        summary:
          '学习进度：近30天每日复习数、卡片状态、连续天数、记忆保持率、各声调正确率、每日目标',
        response: { 200: okSchema(studyProgressSchema) },
      },
    },
    async (req) => ({
      status: true as const,
      data: await study.progress(req.user!.id),
    }),
  );

  app.get(
    '/study/drill',
    {
      config,
      schema: {
        tags,
        summary: '声调练习题（先出答错过的音节，再出自己卡片里的，最后是常用音节）',
        response: { 200: okSchema(drillSchema) },
      },
    },
    async (req) => ({
      status: true as const,
      data: await study.drill(req.user!.id),
    }),
  );
  app.post(
    '/study/drill/answer',
    {
      config,
      schema: {
        tags,
        summary: '记录一次声调练习的作答',
        body: drillAnswerBody,
        response: { 200: okSchema(drillAnswerResultSchema) },
      },
    },
    async (req) => ({
      status: true as const,
      data: await study.answer(req.user!.id, req.body),
    }),
  );
};
export default routes;
