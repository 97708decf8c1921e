import fp from 'fastify-plugin';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EXCEL_IMPORT_KINDS, TEMPLATE_FILES, type ExcelImportKind } from '@yuexue/contract';
import { notFound } from '../lib/http-error.js';
import { templateWorkbook } from '../modules/excel/workbooks.js';

const byFile = new Map(
  EXCEL_IMPORT_KINDS.map((kind) => [TEMPLATE_FILES[kind], kind] as [string, ExcelImportKind]),
);

/**
 * The blank import templates at /templates/*.xlsx (back-office §7), outside /api, so they are
 * registered here rather than in a module; the SPA fallback never sees these paths.
 */
export default fp(
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/templates/:file',
      {
        config: { access: 'public' },
        schema: {
          tags: ['database'],
          summary: 'Excel 导入模板（表头 + 示例行）',
          params: z.object({ file: z.string().max(100) }),
        },
      },
      async (req, reply) => {
        const kind = byFile.get(req.params.file);
        if (!kind) throw notFound('模板不存在');
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${req.params.file}"`)
          .header('cache-control', 'no-cache')
          .send(await templateWorkbook(kind));
      },
    );
  },
  { name: 'excel-templates', dependencies: ['auth'] },
);
