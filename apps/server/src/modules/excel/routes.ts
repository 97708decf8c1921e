import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  DATABASE_LIMITS as L,
  DATABASE_MSG as M,
  EXCEL_IMPORT_KINDS,
  IMPORT_STREAM_TYPE,
  importResultSchema,
  okSchema,
  type ImportStreamLine,
} from '@yuexue/contract';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { createDatabaseRepo } from '../database/repo.js';
import { identifyExcel } from './file-check.js';
import { importSheet, type ImportProgress } from './import.js';
import { readSheetRows } from './sheet-rows.js';
import { exportWorkbook } from './workbooks.js';

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
  const repo = createDatabaseRepo(app.db);

  app.post(
    '/excel/import/:kind',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['database'],
        summary:
          '从 Excel（.xlsx/.xls）导入翻译或读音记录；Accept: application/x-ndjson 时逐行返回进度',
        consumes: ['multipart/form-data'],
        params: kindParam,
        response: { 200: okSchema(importResultSchema).extend({ message: z.string() }) },
      },
    },
    async (req, reply) => {
      const { bytes, filename } = await receiveFile(req);
      const file = identifyExcel(bytes, filename);
      const username = req.user!.username;
      const run = async (progress: (p: ImportProgress) => void) => {
        const rows = await readSheetRows(file, (done) =>
          progress({ stage: 'reading', done, total: null }),
        );
        return importSheet(repo, req.params.kind, rows, username, progress);
      };
      // Any failure that is not a refusal of the file rolled the transaction back: say so, log the cause.
      const guarded = (progress: (p: ImportProgress) => void) =>
        run(progress).catch((err: unknown) => {
          if (err instanceof HttpError) throw err;
          req.log.error({ err }, 'excel import failed and was rolled back');
          throw new HttpError(500, M.importFailed, 'internal');
        });
      if (!(req.headers.accept ?? '').includes(IMPORT_STREAM_TYPE)) {
        return { status: true as const, data: await guarded(() => {}), message: M.importSuccess };
      }
      // Streamed answer: progress lines while the file is read and written, then the result.
      const out = new PassThrough();
      const send = (line: ImportStreamLine) => out.write(`${JSON.stringify(line)}\n`);
      guarded((p) => send({ type: 'progress', ...p }))
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
    '/excel/export/:kind',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['database'],
        summary: '把当前的翻译或读音记录导出为 .xlsx（可编辑后再导入）',
        params: kindParam,
      },
    },
    async (req, reply) => {
      const name = `${req.params.kind}-${new Date().toISOString().slice(0, 10)}.xlsx`;
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(exportWorkbook(repo, req.params.kind));
    },
  );
};
export default routes;
