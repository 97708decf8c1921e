import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  DATABASE_LIMITS as L,
  EXCEL_IMPORT_KINDS,
  IMPORT_STREAM_TYPE,
  importJobSchema,
  importResultSchema,
  okSchema,
  type ImportStreamLine,
  MSG,
} from '@yuexue/contract';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { createExcelService, type ImportProgress } from './service.js';
import { toImportJob } from './import-job.js';

const M = MSG.database;

const kindParam = z.object({
  kind: z.enum(EXCEL_IMPORT_KINDS, {
    error: '导入类型不正确（translation_input、translation_output 或 phonetics）',
  }),
});

/** The uploaded file's bytes (the first file part, field `file` in our client), within the import size cap. */
async function receiveFile(req: FastifyRequest): Promise<{ bytes: Buffer; filename: string }> {
  if (!req.isMultipart()) throw badRequest(M.importNoFile);
  const part = await req.file({ limits: { fileSize: L.importMaxBytes, files: 1 } });
  if (!part) throw badRequest(M.importNoFile);
  try {
    const bytes = await part.toBuffer();
    return { bytes, filename: part.filename ?? '' };
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, M.importTooLarge, 'payload_too_large');
    throw err;
  }
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const service = createExcelService(app.db, app.log);
  // Imports a stopped process left half-written are undone before this instance takes new ones.
  app.addHook('onReady', async () => {
    await service
      .rollBackStale()
      .catch((err: unknown) => app.log.error({ err }, 'rolling back stale excel imports failed'));
  });

  app.post(
    '/excel/import/:kind',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['database'],
        summary: `从 Excel（.xlsx/.xls）导入翻译或读音记录；在后台线程读取与校验，分批写入，全部成功或全部撤销；同时最多 ${L.importConcurrent} 个导入（否则 429）；Accept: application/x-ndjson 时逐行返回进度`,
        consumes: ['multipart/form-data'],
        params: kindParam,
        response: { 200: okSchema(importResultSchema).extend({ message: z.string() }) },
      },
    },
    async (req, reply) => {
      const { bytes, filename } = await receiveFile(req);
      const run = (progress: (p: ImportProgress) => void) =>
        service.runImport(req.params.kind, bytes, filename, req.user!.username, progress);
      if (!(req.headers.accept ?? '').includes(IMPORT_STREAM_TYPE)) {
        return { status: true as const, data: await run(() => {}), message: M.importSuccess };
      }
      // Streamed answer: progress lines while the file is read and written, then the result.
      const out = new PassThrough();
      const send = (line: ImportStreamLine) => out.write(`${JSON.stringify(line)}\n`);
      run((p) => send({ type: 'progress', ...p }))
        .then((data) => send({ type: 'result', status: true, data, message: M.importSuccess }))
        .catch((err: HttpError) =>
          send({
            type: 'error',
            status: false,
            error: err.message,
            reason: err.message,
            code: err.code,
          }),
        )
        .finally(() => out.end());
      // A stream bypasses the response serializer; its lines follow importStreamLine instead.
      return reply.type(`${IMPORT_STREAM_TYPE}; charset=utf-8`).send(out as never);
    },
  );

  app.get(
    '/excel/import/jobs/latest',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['database'],
        summary:
          '最近一次 Excel 导入任务及其进度（任一实例；status 为 running、rolling_back、done 或 failed；没有任务时 data 为 null）',
        response: { 200: okSchema(importJobSchema.nullable()) },
      },
    },
    async () => {
      const job = await service.latestJob();
      return { status: true as const, data: job ? toImportJob(job) : null };
    },
  );

  app.get(
    '/excel/export/:kind',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['database'],
        summary: `把当前的翻译或读音记录导出为 .xlsx（可编辑后再导入；在后台线程生成；每个实例同时最多 ${L.exportConcurrent} 个导出，否则 429）`,
        params: kindParam,
      },
    },
    async (req, reply) => {
      const name = `${req.params.kind}-${new Date().toISOString().slice(0, 10)}.xlsx`;
      const file = service.runExport(req.params.kind);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(file);
    },
  );
};
export default routes;
