import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { count, eq, sql } from 'drizzle-orm';
import {
  DATABASE_LIMITS,
  IMPORT_STREAM_TYPE,
  importStreamLine,
  TEMPLATE_FILES,
  MSG,
} from '@yuexue/contract';
import { createTestApp, freshIp, ADMIN, type TestApp } from '../../../test/app.js';
import {
  bigXlsxOf,
  encryptedXlsx,
  multipartFile,
  otherCompoundFile,
  workbookEntries,
  xlsOf,
  xlsxOf,
  zipOf,
} from '../../../test/excel-fixtures.js';
import {
  dataVersions,
  excelImportJobs,
  excelImportUndo,
  phoneticRecords,
  translationRecords,
} from '../../db/schema/index.js';

const M = MSG.database;

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN.username, ADMIN.password);
});
afterAll(() => t.close());

function upload(
  kind: string,
  filename: string,
  bytes: Buffer,
  headers: Record<string, string> = {},
) {
  const body = multipartFile(filename, bytes);
  return t.app.inject({
    method: 'POST',
    url: `/api/excel/import/${kind}`,
    payload: body.payload,
    headers: { ...admin, ...body.headers, ...headers },
    remoteAddress: freshIp(),
  });
}

async function rowsOfXlsx(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) =>
    rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))),
  );
  return rows;
}

const addRecord = (translate_type: string) => (origin_text: string, optimize_text: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/translation/add',
    headers: admin,
    payload: { origin_text, optimize_text, translate_type },
    remoteAddress: freshIp(),
  });
const addOutputRecord = addRecord('translate_output');
const addInputRecord = addRecord('translate_input');

const translations = (type: string) =>
  t.database.db
    .select()
    .from(translationRecords)
    .where(eq(translationRecords.translateType, type))
    .orderBy(translationRecords.id);
const languageVersion = async () =>
  (await t.database.db.select().from(dataVersions).where(eq(dataVersions.key, 'language')))[0]
    ?.version ?? 0;

describe('templates (back-office §7 static downloads)', () => {
  it.each(Object.entries(TEMPLATE_FILES))(
    'serves %s without signing in: header row plus an example the importer accepts',
    async (kind, file) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/templates/${file}`,
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const rows = await rowsOfXlsx(res.rawPayload);
      expect(rows).toHaveLength(2);
      expect(rows[0]![0]).toBe(kind === 'phonetics' ? '汉字' : '原文');
      const imported = await upload(kind, file, res.rawPayload);
      expect(imported.statusCode).toBe(200);
      expect(imported.json().data).toMatchObject({
        total_rows: 1,
        imported_rows: 1,
        error_rows: 0,
      });
    },
  );

  it('answers 404 for any other template name', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/templates/other.xlsx',
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('import of .xlsx and .xls', () => {
  it('imports a good file, keeps the first of repeated rows, updates existing records and skips unchanged ones', async () => {
    await addOutputRecord('已有', '旧的');
    await addOutputRecord('不变', '一样');
    const file = await xlsxOf([
      ['原文', '优化后文本'],
      ['唔该', '唔該'],
      ['已有', '新的'],
      ['不变', '一样'],
      ['唔该', '第二次出现'],
      [null, null],
      ['  多谢 ', '多謝'],
    ]);
    const res = await upload('translation_output', 'records.xlsx', file);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: true,
      message: M.importSuccess,
      data: {
        total_rows: 5,
        imported_rows: 3,
        inserted_rows: 2,
        updated_rows: 1,
        skipped_rows: 2,
        error_rows: 0,
        error_messages: [],
      },
    });
    const rows = await translations('translate_output');
    const byOrigin = Object.fromEntries(rows.map((r) => [r.originText, r]));
    expect(byOrigin['唔该']!.optimizeText).toBe('唔該');
    expect(byOrigin['已有']!.optimizeText).toBe('新的');
    expect(byOrigin['多谢']!.username).toBe(ADMIN.username);
    expect((await translations('translate_input')).map((r) => r.originText)).not.toContain('唔该');
  });

  it('keeps the creator of updated records and passes any text intact to the database', async () => {
    const past = new Date('2020-01-01T00:00:00Z');
    const db = t.database.db;
    await db.insert(translationRecords).values([
      {
        originText: '别人的',
        optimizeText: '旧',
        translateType: 'translate_input',
        username: 'editor',
        createdAt: past,
        updatedAt: past,
      },
      {
        originText: '别人不变',
        optimizeText: '同',
        translateType: 'translate_input',
        username: 'editor',
        createdAt: past,
        updatedAt: past,
      },
    ]);
    await db.insert(phoneticRecords).values({
      chineseChar: '靓仔',
      pinyinHongkong: 'leng1 zai2',
      username: 'editor',
      createdAt: past,
      updatedAt: past,
    });
    // Characters an array literal or JSON must escape, and the word NULL, all as plain text.
    const awkward = ['a,b', '{x}', 'say "hi"', 'back\\slash', 'NULL', "it's", '😀𠀀', '制表\t符'];
    const file = await xlsxOf([
      ['原文', '优化后文本'],
      ['别人的', '新'],
      ['别人不变', '同'],
      ...awkward.map((text, i) => [`怪${i}`, text]),
      ['怪0', '重复的第二行'],
    ]);
    const res = await upload('translation_input', 'creators.xlsx', file);
    expect(res.json().data).toMatchObject({
      total_rows: 11,
      imported_rows: 9,
      inserted_rows: 8,
      updated_rows: 1,
      skipped_rows: 2,
      error_rows: 0,
    });
    const byOrigin = Object.fromEntries(
      (await translations('translate_input')).map((r) => [r.originText, r]),
    );
    expect(byOrigin['别人的']).toMatchObject({
      optimizeText: '新',
      username: 'editor',
      createdAt: past,
    });
    expect(byOrigin['别人的']!.updatedAt.getTime()).toBeGreaterThan(past.getTime());
    expect(byOrigin['别人不变']).toMatchObject({
      optimizeText: '同',
      username: 'editor',
      updatedAt: past,
    });
    expect(awkward.map((_, i) => byOrigin[`怪${i}`]?.optimizeText)).toEqual(awkward);
    expect(byOrigin['怪0']!.username).toBe(ADMIN.username);

    const phon = await upload(
      'phonetics',
      'creators.xlsx',
      await xlsxOf([
        ['汉字', '粤拼'],
        ['靓仔', 'leng3 zai2'],
        ['靓女', 'leng3 neoi2'],
        ['靓仔', 'leng1 zai2'],
      ]),
    );
    expect(phon.json().data).toMatchObject({
      total_rows: 3,
      imported_rows: 2,
      inserted_rows: 1,
      updated_rows: 1,
      skipped_rows: 1,
    });
    const [boy] = await db
      .select()
      .from(phoneticRecords)
      .where(eq(phoneticRecords.chineseChar, '靓仔'));
    expect(boy).toMatchObject({
      pinyinHongkong: 'leng3 zai2',
      pinyinUpper: 'léng³ zei²',
      username: 'editor',
      createdAt: past,
    });
  });

  it('reports bad rows with their sheet row numbers and imports the rest', async () => {
    const file = await xlsxOf([
      ['优化后文本', '原文'],
      ['好', '好的'],
      ['x', ''],
      [null, null],
      ['', '没有优化'],
      ['y', '长'.repeat(501)],
    ]);
    const res = await upload('translation_input', 'bad-rows.xlsx', file);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      total_rows: 4,
      imported_rows: 1,
      error_rows: 3,
      error_messages: [
        M.importRow(3, M.originRequired),
        M.importRow(5, M.optimizeRequired),
        M.importRow(6, M.originTooLong),
      ],
    });
  });

  it('reports a cell holding NUL as an error row instead of failing the whole file', async () => {
    const file = await xlsxOf([
      ['优化后文本', '原文'],
      ['空字符_x0000_在此', '空字符测试原文'],
      ['好的好的', '空字符测试之后'],
    ]);
    const res = await upload('translation_input', 'nul.xlsx', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      total_rows: 2,
      imported_rows: 1,
      error_rows: 1,
      error_messages: [M.importRow(2, M.importCellNul)],
    });
  });

  it('validates phonetic rows like the form does and derives the Guangzhou columns', async () => {
    const file = await xlsxOf([
      ['汉字', '粤拼', '广州话拼音', '广州话拼音（上标声调）'],
      ['咖喱', 'gaa3 lei1', '', ''],
      ['好', 'hou7', '', ''],
      ['你好', 'nei5', '', ''],
      ['食', '', 'xig6', ''],
      ['abc', 'aa1', '', ''],
      ['⻌', 'coek3', '', ''],
    ]);
    const res = await upload('phonetics', 'readings.xlsx', file);
    expect(res.json().data).toMatchObject({
      total_rows: 6,
      imported_rows: 2,
      error_rows: 4,
      error_messages: [
        M.importRow(3, M.invalidJyutping('hou7')),
        M.importRow(4, M.syllableCount('粤拼', 1, 2)),
        M.importRow(6, M.charOnlyHan),
        // A CJK radical is Han to Unicode but not to the engine: the engine's own reason is reported.
        M.importRow(7, '读音记录必须包含至少一个汉字'),
      ],
    });
    const [curry] = await t.database.db
      .select()
      .from(phoneticRecords)
      .where(eq(phoneticRecords.chineseChar, '咖喱'));
    expect(curry).toMatchObject({
      pinyinHongkong: 'gaa3 lei1',
      pinyinNum: 'ga3 léi1',
      pinyinUpper: 'ga³ léi¹',
    });
    const [eat] = await t.database.db
      .select()
      .from(phoneticRecords)
      .where(eq(phoneticRecords.chineseChar, '食'));
    expect(eat?.pinyinHongkong).toBe('sik6');
  });

  it('changes POST /api/phonetics on the next request after an import', async () => {
    const read = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/phonetics',
        payload: { text: '我钟意饮茶' },
        headers: admin,
        remoteAddress: freshIp(),
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().phonetic_results.pinyin_hongkong.segments as { phonetic: string }[]).map(
        (s) => s.phonetic,
      );
    };
    expect((await read())[3]).toBe('jam2');
    const res = await upload(
      'phonetics',
      'tea.xlsx',
      await xlsxOf([
        ['汉字', '粤拼'],
        ['饮茶', 'jam3 caa4'],
      ]),
    );
    expect(res.json().data.imported_rows).toBe(1);
    expect((await read()).slice(3)).toEqual(['jam3', 'caa4']);
  });

  it('reads every Chinese character intact across the XML chunk boundaries of a large sheet', async () => {
    const rows = [
      ['原文', '优化后文本'],
      // 5,000 rows: some 300 KB of shared strings, many times any chunk a reader would decode by.
      ...Array.from({ length: 5_000 }, (_, i) => [`银行家的朋友${i}`, `佢哋係我嘅朋友${i}`]),
    ];
    const res = await upload('translation_input', 'chinese.xlsx', await bigXlsxOf(rows));
    expect(res.json().data).toMatchObject({ imported_rows: 5_000, error_rows: 0 });
    const stored = await t.database.db
      .select({ o: translationRecords.originText, p: translationRecords.optimizeText })
      .from(translationRecords);
    const mangled = stored.filter((r) => r.o.includes('\uFFFD') || r.p.includes('\uFFFD'));
    expect(mangled).toEqual([]);
    expect(stored.filter((r) => r.o.startsWith('银行家的朋友'))).toHaveLength(5_000);
  });

  it('reads a legacy .xls (BIFF8) file, with row numbers', async () => {
    const res = await upload(
      'translation_input',
      'legacy.xls',
      xlsOf([
        ['原文', '优化后文本'],
        ['出租车', '的士'],
        ['', '空'],
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      total_rows: 2,
      imported_rows: 1,
      error_rows: 1,
      error_messages: [M.importRow(3, M.originRequired)],
    });
    const phon = await upload(
      'phonetics',
      'legacy.xls',
      xlsOf([
        ['chinese_char', 'pinyin_hongkong'],
        ['靓', 'leng3'],
      ]),
    );
    expect(phon.json().data).toMatchObject({ imported_rows: 1 });
  });

  it('accepts an .xlsx saved under an .xls name (the bytes decide)', async () => {
    const res = await upload(
      'translation_input',
      'really-xlsx.xls',
      await xlsxOf([
        ['原文', '优化后文本'],
        ['巴士', '巴士'],
      ]),
    );
    expect(res.statusCode).toBe(200);
  });

  it('streams progress lines then the result when asked for NDJSON', async () => {
    const rows = [
      ['原文', '优化后文本'],
      ...Array.from({ length: 12_000 }, (_, i) => [`流${i}`, `流式${i}`]),
    ];
    const res = await upload('translation_input', 'stream.xlsx', await bigXlsxOf(rows), {
      accept: IMPORT_STREAM_TYPE,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain(IMPORT_STREAM_TYPE);
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => importStreamLine.parse(JSON.parse(l)));
    const progress = lines.filter((l) => l.type === 'progress');
    // Reading reports after each megabyte of sheet XML and once at the end.
    const reading = progress.filter((l) => l.stage === 'reading').map((l) => l.done);
    expect(reading.length).toBeGreaterThan(1);
    expect(reading.at(-1)).toBe(12_000);
    expect(reading).toEqual([...reading].sort((a, b) => a - b));
    // Writing reports after each batch (one short transaction each).
    const batch = DATABASE_LIMITS.importWriteBatch;
    expect(progress.filter((l) => l.stage === 'writing').map((l) => l.done)).toEqual(
      Array.from({ length: Math.ceil(12_000 / batch) + 1 }, (_, i) => Math.min(i * batch, 12_000)),
    );
    expect(lines.at(-1)).toMatchObject({
      type: 'result',
      status: true,
      data: { imported_rows: 12_000 },
    });
    // A whole import keeps none of its undo rows.
    const [{ n }] = (await t.database.db.select({ n: count() }).from(excelImportUndo)) as [
      { n: number },
    ];
    expect(n).toBe(0);
  });

  it('streams a refusal as an error line', async () => {
    const res = await upload(
      'translation_input',
      'header.xlsx',
      await xlsxOf([['原文', '优化后文本']]),
      { accept: IMPORT_STREAM_TYPE },
    );
    const last = JSON.parse(res.body.trim().split('\n').at(-1)!);
    expect(last).toMatchObject({ type: 'error', status: false, error: M.importNoRows });
  });
});

describe('refused files', () => {
  const cases: [string, string, () => Buffer | Promise<Buffer>, number, string][] = [
    [
      'HTML renamed .xlsx',
      'page.xlsx',
      () => Buffer.from('<html><body><table><tr><td>原文</td></tr></table></body></html>'),
      415,
      M.importWrongType,
    ],
    [
      'CSV renamed .xls',
      'data.xls',
      () => Buffer.from('原文,优化后文本\n好,好\n'),
      415,
      M.importWrongType,
    ],
    [
      'an .xlsx under a .txt name',
      'records.txt',
      () =>
        xlsxOf([
          ['原文', '优化后文本'],
          ['a', 'b'],
        ]),
      415,
      M.importWrongType,
    ],
    [
      'a zip that is not a workbook',
      'doc.xlsx',
      () => zipOf([{ name: 'word/document.xml', content: Buffer.from('<w/>') }]),
      415,
      M.importWrongType,
    ],
    ['an OLE2 file that is not a workbook', 'old.xls', otherCompoundFile, 415, M.importWrongType],
    [
      'a password-protected .xlsx (OLE2 EncryptionInfo)',
      'secret.xlsx',
      encryptedXlsx,
      400,
      M.importEncrypted,
    ],
    [
      'a zip with encrypted entries',
      'secret2.xlsx',
      () => zipOf(workbookEntries().map((e) => ({ ...e, encryptedFlag: true }))),
      400,
      M.importEncrypted,
    ],
    ['an empty file', 'empty.xlsx', () => Buffer.alloc(0), 400, M.importEmptyFile],
    [
      'a truncated .xlsx',
      'cut.xlsx',
      async () =>
        (
          await xlsxOf([
            ['原文', '优化后文本'],
            ['a', 'b'],
          ])
        ).subarray(0, 300),
      400,
      M.importCorrupt,
    ],
    [
      'a zip bomb whose entry lies about its size',
      'bomb.xlsx',
      () =>
        zipOf([
          ...workbookEntries(),
          {
            name: 'xl/worksheets/sheet1.xml',
            content: Buffer.alloc(50 * 1024 * 1024),
            declaredSize: 1000,
          },
        ]),
      413,
      M.importZipBomb,
    ],
    [
      'a zip bomb with honest sizes past the inflate budget',
      'bomb2.xlsx',
      () => {
        const size = 100 * 1024 * 1024;
        const deflated = deflateRawSync(Buffer.alloc(size));
        const big = (n: number) => ({
          name: `xl/media/${n}.bin`,
          content: Buffer.alloc(0),
          deflated,
          declaredSize: size,
        });
        return zipOf([...workbookEntries(), big(1), big(2), big(3), big(4)]);
      },
      413,
      M.importZipBomb,
    ],
    [
      'a zip with too many entries',
      'many.xlsx',
      () =>
        zipOf([
          ...workbookEntries(),
          ...Array.from({ length: DATABASE_LIMITS.xlsxMaxEntries }, (_, i) => ({
            name: `x/${i}`,
            content: Buffer.from('a'),
          })),
        ]),
      413,
      M.importZipBomb,
    ],
    [
      'a workbook with only a header row',
      'header.xlsx',
      () => xlsxOf([['原文', '优化后文本']]),
      400,
      M.importNoRows,
    ],
    [
      'a sheet without the template header',
      'noheader.xlsx',
      () =>
        xlsxOf([
          ['甲', '乙'],
          ['a', 'b'],
        ]),
      400,
      M.importHeader('原文、优化后文本'),
    ],
  ];

  it.each(cases)('refuses %s', async (_name, filename, build, status, message) => {
    const before = await languageVersion();
    const res = await upload('translation_input', filename, await build());
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ status: false, error: message });
    expect(await languageVersion()).toBe(before);
  });

  it('refuses a file over the size cap', async () => {
    const res = await upload(
      'translation_input',
      'huge.xlsx',
      Buffer.alloc(DATABASE_LIMITS.importMaxBytes + 1024, 0x50),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe(M.importTooLarge);
  });

  it('refuses a request without a file', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/excel/import/phonetics',
      headers: admin,
      payload: {},
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(M.importNoFile);
  });

  it('is for administrators only', async () => {
    const body = multipartFile(
      'a.xlsx',
      await xlsxOf([
        ['原文', '优化后文本'],
        ['a', 'b'],
      ]),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/excel/import/phonetics',
      payload: body.payload,
      headers: body.headers,
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('all or nothing, in short transactions', () => {
  const contents = async () =>
    (
      (await t.database.db.execute(
        sql`SELECT count(*)::int AS n, md5(coalesce(string_agg(origin_text || '=' || optimize_text, ',' ORDER BY id), '')) AS h FROM translation_records`,
      )) as unknown as { rows: unknown[] }
    ).rows[0];

  it('puts back every batch when the database fails part-way through a large import', async () => {
    const db = t.database.db;
    // Records the import will overwrite: they must come back with their old texts.
    const batch = DATABASE_LIMITS.importWriteBatch;
    for (const i of [3, batch * 2]) await addInputRecord(`事务${i}`, `旧${i}`);
    await db.execute(sql`CREATE OR REPLACE FUNCTION refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.origin_text = 'boom' THEN RAISE EXCEPTION 'refused by test trigger'; END IF; RETURN NEW; END $$`);
    await db.execute(
      sql`CREATE TRIGGER refuse_boom BEFORE INSERT ON translation_records FOR EACH ROW EXECUTE FUNCTION refuse_boom()`,
    );
    try {
      const before = await contents();
      // 'boom' sits in the fifth write batch, after four batches were committed.
      const rows = [
        ['原文', '优化后文本'],
        ...Array.from({ length: batch * 5 }, (_, i) => [
          i === batch * 4 + 10 ? 'boom' : `事务${i}`,
          `x${i}`,
        ]),
      ];
      const res = await upload('translation_input', 'atomic.xlsx', await bigXlsxOf(rows));
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ status: false, error: M.importFailed });
      expect(await contents()).toEqual(before);
      const latest = await t.app.inject({
        method: 'GET',
        url: '/api/excel/import/jobs/latest',
        headers: admin,
        remoteAddress: freshIp(),
      });
      expect(latest.json().data).toMatchObject({
        status: 'failed',
        kind: 'translation_input',
        stage: 'writing',
      });
      const [{ n }] = (await db.select({ n: count() }).from(excelImportUndo)) as [{ n: number }];
      expect(n).toBe(0);
    } finally {
      await db.execute(sql`DROP TRIGGER refuse_boom ON translation_records`);
    }
  });

  it('undoes an import a stopped process left running, before the next one starts', async () => {
    const db = t.database.db;
    await addInputRecord('中断旧', '旧的');
    const before = await contents();
    // What a process killed between two batches leaves: a job with a stale heartbeat, its batch written.
    const [job] = await db
      .insert(excelImportJobs)
      .values({
        kind: 'translation_input',
        username: 'admin',
        stage: 'writing',
        updatedAt: new Date(Date.now() - (DATABASE_LIMITS.importStaleSeconds + 60) * 1000),
      })
      .returning();
    await db.execute(sql`INSERT INTO excel_import_undo (job_id, record_key, existed, old_a, old_updated_at)
      SELECT ${job!.id}, origin_text, true, optimize_text, updated_at FROM translation_records WHERE translate_type = 'translate_input' AND origin_text = '中断旧'`);
    await db.execute(
      sql`INSERT INTO excel_import_undo (job_id, record_key, existed) VALUES (${job!.id}, '中断新', false)`,
    );
    await db.execute(
      sql`UPDATE translation_records SET optimize_text = '被改了' WHERE translate_type = 'translate_input' AND origin_text = '中断旧'`,
    );
    await db
      .insert(translationRecords)
      .values({ originText: '中断新', optimizeText: '半截', translateType: 'translate_input' });
    expect(await contents()).not.toEqual(before);

    const res = await upload(
      'translation_input',
      'next.xlsx',
      await xlsxOf([
        ['原文', '优化后文本'],
        ['中断后', '再来'],
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = await translations('translate_input');
    expect(after.find((r) => r.originText === '中断旧')?.optimizeText).toBe('旧的');
    expect(after.some((r) => r.originText === '中断新')).toBe(false);
    expect(after.some((r) => r.originText === '中断后')).toBe(true);
    expect(
      (await db.select().from(excelImportJobs).where(eq(excelImportJobs.id, job!.id)))[0]?.status,
    ).toBe('failed');
  });

  it('runs one import at a time: another gets 429 with a zh-CN message while one runs', async () => {
    const db = t.database.db;
    const [job] = await db
      .insert(excelImportJobs)
      .values({ kind: 'phonetics', username: 'admin' })
      .returning();
    try {
      const res = await upload(
        'translation_input',
        'busy.xlsx',
        await xlsxOf([
          ['原文', '优化后文本'],
          ['忙', '忙緊'],
        ]),
      );
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ status: false, error: M.importBusy });
    } finally {
      await db
        .update(excelImportJobs)
        .set({ status: 'done' })
        .where(eq(excelImportJobs.id, job!.id));
    }
    const parallel = await Promise.all(
      [1, 2, 3].map(async (i) =>
        upload(
          'translation_input',
          `p${i}.xlsx`,
          await xlsxOf([
            ['原文', '优化后文本'],
            [`并行${i}`, `x${i}`],
          ]),
        ),
      ),
    );
    const codes = parallel.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(1);
    expect(codes.every((c) => c === 200 || c === 429)).toBe(true);
  });
});

describe('export (beyond the spec)', () => {
  it('exports the current records as .xlsx that imports back unchanged', async () => {
    for (const origin of ['导出一', '导出二']) await addOutputRecord(origin, `${origin}!`);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/excel/export/translation_output',
      headers: admin,
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('translation_output-');
    const rows = await rowsOfXlsx(res.rawPayload);
    const stored = await translations('translate_output');
    expect(rows.slice(1).map((r) => [r[0], r[1]])).toEqual(
      stored.map((r) => [r.originText, r.optimizeText]),
    );
    const again = await upload('translation_output', 'export.xlsx', res.rawPayload);
    expect(again.json().data).toMatchObject({
      total_rows: stored.length,
      imported_rows: 0,
      skipped_rows: stored.length,
    });
  });

  it('needs an administrator', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/excel/export/phonetics',
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(401);
  });
});
