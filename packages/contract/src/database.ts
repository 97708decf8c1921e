import { z } from 'zod';
import { requiredText } from './fields.js';
import { DATABASE_LIMITS } from './limits.js';
import { MSG } from './messages.js';
import { okListSchema, okSchema } from './envelope.js';

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

const pageSizeSchema = z.coerce
  .number({ error: MSG.database.pageSizeInvalid })
  .refine((n) => (DATABASE_LIMITS.pageSizes as readonly number[]).includes(n), {
    error: MSG.database.pageSizeInvalid,
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
  .max(DATABASE_LIMITS.searchMaxChars, { error: MSG.database.searchTooLong })
  .default('');

export const translateTypeSchema = z.enum(TRANSLATE_TYPES, {
  error: MSG.database.translateTypeInvalid,
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

/** GET /translation/paginated and /phonetics/paginated */
export const translationPageResponse = okListSchema(translationRecordSchema);
export const phoneticPageResponse = okListSchema(phoneticRecordSchema);
/** POST …/add and …/update: the saved record and the message to show. */
const savedRecord = <T extends z.ZodType>(item: T) =>
  okSchema(item).extend({ message: z.string() });
export const translationSavedResponse = savedRecord(translationRecordSchema);
export const phoneticSavedResponse = savedRecord(phoneticRecordSchema);
/** POST …/delete/{id} */
export const recordDeletedResponse = z.object({ status: z.literal(true), message: z.string() });

/** Fields of a translation record as typed by an admin (form or spreadsheet row). */
export const translationFields = z.object({
  origin_text: requiredText(MSG.database.originRequired)
    .refine((v) => [...v].length <= DATABASE_LIMITS.originMaxChars, {
      error: MSG.database.originTooLong,
    })
    .meta({ maxLength: DATABASE_LIMITS.originMaxChars }),
  optimize_text: requiredText(MSG.database.optimizeRequired)
    .refine((v) => [...v].length <= DATABASE_LIMITS.optimizeMaxChars, {
      error: MSG.database.optimizeTooLong,
    })
    .meta({ maxLength: DATABASE_LIMITS.optimizeMaxChars }),
});
export const translationAddBody = translationFields.extend({
  translate_type: z.enum(TRANSLATE_TYPES, { error: MSG.database.translateTypeRequired }),
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
  translate_type: z.enum(TRANSLATE_TYPES, { error: MSG.database.translateTypeRequired }),
});

const readingColumn = z
  .string({ error: '读音必须是文字' })
  .max(DATABASE_LIMITS.phoneticCharMaxChars * 12, { error: '读音过长' })
  .nullish()
  .transform((v) => (v ?? '').trim().replace(/\s+/g, ' '));

/** Shape only; the readings themselves are checked against the Jyutping chart by the server (it owns the engine). */
export const phoneticFields = z.object({
  chinese_char: requiredText(MSG.database.charRequired)
    .refine((v) => [...v].length <= DATABASE_LIMITS.phoneticCharMaxChars, {
      error: MSG.database.charTooLong,
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
