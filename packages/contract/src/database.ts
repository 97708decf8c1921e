import { z } from 'zod';
import { requiredText } from './fields.js';
import { LIMITS } from './limits.js';

/** back-office §2.8: translate_input rewrites the Mandarin before translation, translate_output corrects the Cantonese after it. */
export const TRANSLATE_TYPES = ['translate_input', 'translate_output'] as const;
export type TranslateType = (typeof TRANSLATE_TYPES)[number];
export const TRANSLATE_TYPE_NAMES: Record<TranslateType, string> = {
  translate_input: '输入优化（原文改写）',
  translate_output: '输出优化（粤语修正）',
};

export const EXCEL_IMPORT_KINDS = ['translation_input', 'translation_output', 'phonetics'] as const;
export type ExcelImportKind = (typeof EXCEL_IMPORT_KINDS)[number];
export const IMPORT_KIND_TYPE: Record<Exclude<ExcelImportKind, 'phonetics'>, TranslateType> = {
  translation_input: 'translate_input',
  translation_output: 'translate_output',
};

/** Lengths chosen so a record fits the unique b-tree index on (translate_type, origin_text) whatever the script. */
export const DATABASE_LIMITS = {
  originMaxChars: 500,
  optimizeMaxChars: 2000,
  phoneticCharMaxChars: 32,
  searchMaxChars: 100,
  pageSizes: LIMITS.pageSize.database,
  /** The spec's import dialog shows the first 5 error messages and counts the rest. */
  importErrorsShown: 5,
  /** Messages the server returns at most; error_rows still counts every bad row. */
  importErrorsReturned: 200,
  importMaxBytes: 20 * 1024 * 1024,
  importMaxRows: 200_000,
  /** Zip-bomb guards for .xlsx: total inflated size and number of entries. */
  xlsxMaxInflatedBytes: 300 * 1024 * 1024,
  xlsxMaxEntries: 2000,
  /**
   * Rows per import write (one short transaction each) and per export read: small enough that one
   * batch holds PGlite's single connection, and the event loop, for well under 100 ms.
   */
  importWriteBatch: 1000,
  exportReadBatch: 2000,
  /** Imports running at once across every instance; one more is refused (429) until one ends. */
  importConcurrent: 1,
  /** Exports running at once per instance. */
  exportConcurrent: 2,
  /** A running import whose heartbeat is older than this belongs to a dead process: it is rolled back. */
  importStaleSeconds: 120,
} as const;

export const DATABASE_MSG = {
  originRequired: '原文不能为空',
  optimizeRequired: '优化后的文本不能为空',
  originTooLong: `原文不能超过${DATABASE_LIMITS.originMaxChars}个字`,
  optimizeTooLong: `优化后的文本不能超过${DATABASE_LIMITS.optimizeMaxChars}个字`,
  translateTypeInvalid: '翻译类型不正确（translate_input 或 translate_output）',
  translateTypeRequired: '请指定翻译类型',
  charRequired: '汉字不能为空',
  charTooLong: `汉字不能超过${DATABASE_LIMITS.phoneticCharMaxChars}个字`,
  charOnlyHan: '汉字一栏只能填写汉字（不含空格、标点、字母）',
  readingRequired: '粤拼、广州话拼音至少填写一项',
  syllableCount: (column: string, got: number, want: number) =>
    `${column}的音节数（${got}）与汉字数（${want}）不一致`,
  invalidJyutping: (s: string) => `「${s}」不是有效的粤拼音节（如 nei5、hou2）`,
  invalidGuangzhou: (column: string, s: string) =>
    `${column}中的「${s}」不是有效的广州话拼音音节（如 néi5、hou2）`,
  inconsistent: (column: string, k: number, given: string, expected: string) =>
    `${column}第${k}个音节「${given}」与粤拼不一致，应为「${expected}」`,
  translationExists: (id: number) => `该类型下已存在相同原文的记录（ID ${id}），请直接编辑该记录`,
  phoneticExists: (id: number) => `该汉字/词语的读音记录已存在（ID ${id}），请直接编辑该记录`,
  recordNotFound: '记录不存在或已被删除',
  searchTooLong: `搜索内容不能超过${DATABASE_LIMITS.searchMaxChars}个字`,
  pageSizeInvalid: '每页数量只能是 10、20、50 或 100',
  added: '添加成功',
  updated: '更新成功',
  deleted: '删除成功',
  deleteConfirm: '确定要删除这条记录吗？',
  // Import (back-office §5, §8)
  importWrongType: '请上传Excel文件 (.xlsx 或 .xls)',
  importNoFile: '请选择要上传的Excel文件',
  importEmptyFile: '文件为空',
  importTooLarge: `文件不能超过${DATABASE_LIMITS.importMaxBytes / 1024 / 1024}MB`,
  importEncrypted: '文件已加密，请先取消密码保护再上传',
  importCorrupt: '文件已损坏或不是有效的Excel文件',
  importZipBomb: '文件解压后体积异常，已拒绝处理',
  importNoSheet: '文件中没有工作表',
  importNoRows: '文件中没有数据行（第1行是表头，数据从第2行开始）',
  importTooManyRows: `单个文件最多${DATABASE_LIMITS.importMaxRows}行数据，请拆分后再导入`,
  importHeader: (expected: string) => `表头不正确：第1行应为「${expected}」，请下载模板填写`,
  importRow: (row: number, message: string) => `第${row}行：${message}`,
  importCellNul: '单元格含有无法保存的空字符（U+0000），请删除后再导入',
  importDuplicateRow: (first: number) => `与第${first}行重复，已跳过`,
  importFailed: '导入失败，数据未做任何修改，请稍后重试',
  importSuccess: '导入成功',
  importBusy: '另一个导入正在进行，请稍后再试',
  exportBusy: '导出任务过多，请稍后再试',
  importMoreErrors: (n: number) => `还有 ${n} 条错误`,
  importReading: (rows: number) => `正在读取文件… 已读取 ${rows} 行`,
  importWriting: (done: number, total: number) => `正在写入数据库… ${done}/${total}`,
  exportFailed: '导出失败',
} as const;

const pageSizeSchema = z.coerce
  .number({ error: DATABASE_MSG.pageSizeInvalid })
  .refine((n) => (DATABASE_LIMITS.pageSizes as readonly number[]).includes(n), {
    error: DATABASE_MSG.pageSizeInvalid,
  })
  .default(DATABASE_LIMITS.pageSizes[0]);

const pageSchema = z.coerce
  .number({ error: '页码不正确' })
  .int({ error: '页码不正确' })
  .min(1, { error: '页码不正确' })
  .max(1_000_000, { error: '页码不正确' })
  .default(1);

const searchSchema = z
  .string()
  .trim()
  .max(DATABASE_LIMITS.searchMaxChars, { error: DATABASE_MSG.searchTooLong })
  .default('');

export const translateTypeSchema = z.enum(TRANSLATE_TYPES, {
  error: DATABASE_MSG.translateTypeInvalid,
});

export const translationPageQuery = z.object({
  page: pageSchema,
  size: pageSizeSchema,
  search: searchSchema,
  translate_type: translateTypeSchema.optional(),
});
export const phoneticPageQuery = z.object({
  page: pageSchema,
  size: pageSizeSchema,
  search: searchSchema,
});

export const translationRecordSchema = z.object({
  id: z.number().int(),
  origin_text: z.string(),
  optimize_text: z.string(),
  translate_type: translateTypeSchema,
  username: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TranslationRecord = z.infer<typeof translationRecordSchema>;

export const phoneticRecordSchema = z.object({
  id: z.number().int(),
  chinese_char: z.string(),
  pinyin_num: z.string(),
  pinyin_upper: z.string(),
  pinyin_hongkong: z.string(),
  username: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PhoneticRecord = z.infer<typeof phoneticRecordSchema>;

/** Fields of a translation record as typed by an admin (form or spreadsheet row). */
export const translationFields = z.object({
  origin_text: requiredText(DATABASE_MSG.originRequired)
    .refine((v) => [...v].length <= DATABASE_LIMITS.originMaxChars, {
      error: DATABASE_MSG.originTooLong,
    })
    .meta({ maxLength: DATABASE_LIMITS.originMaxChars }),
  optimize_text: requiredText(DATABASE_MSG.optimizeRequired)
    .refine((v) => [...v].length <= DATABASE_LIMITS.optimizeMaxChars, {
      error: DATABASE_MSG.optimizeTooLong,
    })
    .meta({ maxLength: DATABASE_LIMITS.optimizeMaxChars }),
});
export const translationAddBody = translationFields.extend({
  translate_type: z.enum(TRANSLATE_TYPES, { error: DATABASE_MSG.translateTypeRequired }),
});
export type TranslationAddBody = z.infer<typeof translationAddBody>;
export const translationUpdateBody = translationAddBody.extend({
  id: z.coerce
    .number({ error: '请求的 ID 不正确' })
    .int({ error: '请求的 ID 不正确' })
    .positive({ error: '请求的 ID 不正确' })
    .max(2_147_483_647, { error: '请求的 ID 不正确' }),
});
export const translationDeleteQuery = z.object({
  translate_type: z.enum(TRANSLATE_TYPES, { error: DATABASE_MSG.translateTypeRequired }),
});

const readingColumn = z
  .string({ error: '读音必须是文字' })
  .max(DATABASE_LIMITS.phoneticCharMaxChars * 12, { error: '读音过长' })
  .nullish()
  .transform((v) => (v ?? '').trim().replace(/\s+/g, ' '));

/** Shape only; the readings themselves are checked against the Jyutping chart by the server (it owns the engine). */
export const phoneticFields = z.object({
  chinese_char: requiredText(DATABASE_MSG.charRequired)
    .refine((v) => [...v].length <= DATABASE_LIMITS.phoneticCharMaxChars, {
      error: DATABASE_MSG.charTooLong,
    })
    .meta({ maxLength: DATABASE_LIMITS.phoneticCharMaxChars }),
  pinyin_num: readingColumn,
  pinyin_upper: readingColumn,
  pinyin_hongkong: readingColumn,
});
export type PhoneticFields = z.infer<typeof phoneticFields>;
export const phoneticUpdateBody = phoneticFields.extend({ id: translationUpdateBody.shape.id });

/** back-office §3 Excel import result, plus how many rows were new and how many updated an existing record. */
export const importResultSchema = z.object({
  total_rows: z.number().int(),
  imported_rows: z.number().int(),
  skipped_rows: z.number().int(),
  error_rows: z.number().int(),
  error_messages: z.array(z.string()),
  inserted_rows: z.number().int(),
  updated_rows: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/**
 * With `Accept: application/x-ndjson` the import answers one JSON object per line while it works:
 * progress lines, then exactly one result or error line. Without it, the usual JSON envelope.
 */
export const IMPORT_STREAM_TYPE = 'application/x-ndjson';

/** GET /excel/import/jobs/latest (beyond the spec): the latest import and its progress, from any instance. */
export const importJobSchema = z.object({
  id: z.number().int(),
  kind: z.enum(EXCEL_IMPORT_KINDS),
  status: z.enum(['running', 'rolling_back', 'done', 'failed']),
  stage: z.enum(['reading', 'writing']),
  done: z.number().int(),
  total: z.number().int().nullable(),
  error: z.string().nullable(),
  username: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ImportJob = z.infer<typeof importJobSchema>;
export const importProgressLine = z.object({
  type: z.literal('progress'),
  stage: z.enum(['reading', 'writing']),
  done: z.number().int(),
  total: z.number().int().nullable(),
});
export const importResultLine = z.object({
  type: z.literal('result'),
  status: z.literal(true),
  data: importResultSchema,
  message: z.string(),
});
export const importErrorLine = z.object({
  type: z.literal('error'),
  status: z.literal(false),
  error: z.string(),
  reason: z.string(),
  code: z.string(),
});
export const importStreamLine = z.discriminatedUnion('type', [
  importProgressLine,
  importResultLine,
  importErrorLine,
]);
export type ImportStreamLine = z.infer<typeof importStreamLine>;

/** Spreadsheet columns: header text in the templates, and the names also accepted in row 1. */
export const TRANSLATION_COLUMNS = [
  { key: 'origin_text', header: '原文', aliases: ['origin_text', '原文', '原始文本'] },
  {
    key: 'optimize_text',
    header: '优化后文本',
    aliases: ['optimize_text', '优化后文本', '优化文本', '优化后的文本'],
  },
] as const;
export const PHONETIC_COLUMNS = [
  {
    key: 'chinese_char',
    header: '汉字',
    aliases: ['chinese_char', '汉字', '漢字', '字词', '词语'],
  },
  {
    key: 'pinyin_hongkong',
    header: '粤拼',
    aliases: ['pinyin_hongkong', '粤拼', '粵拼', 'jyutping'],
  },
  {
    key: 'pinyin_num',
    header: '广州话拼音',
    aliases: ['pinyin_num', '广州话拼音', '广州话拼音（数字声调）'],
  },
  {
    key: 'pinyin_upper',
    header: '广州话拼音（上标声调）',
    aliases: [
      'pinyin_upper',
      '广州话拼音（上标声调）',
      '广州话拼音(上标声调)',
      '广州话拼音（上标）',
    ],
  },
] as const;

export const TEMPLATE_FILES: Record<ExcelImportKind, string> = {
  translation_input: 'translation_input_template.xlsx',
  translation_output: 'translation_output_template.xlsx',
  phonetics: 'phonetics_template.xlsx',
};
export const templateUrl = (kind: ExcelImportKind) => `/templates/${TEMPLATE_FILES[kind]}`;
