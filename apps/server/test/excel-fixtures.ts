import { crc32, deflateRawSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';

/** Spreadsheet files built in memory for the import tests and the benchmark. */

export async function xlsxOf(
  rows: readonly (readonly (string | number | null)[])[],
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A large .xlsx written by exceljs' streaming writer (fast enough for 100,000 rows). */
export async function bigXlsxOf(rows: Iterable<readonly string[]>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const { PassThrough } = await import('node:stream');
  const out = new PassThrough();
  out.on('data', (c: Buffer) => chunks.push(c));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: true,
    useStyles: false,
  });
  const sheet = book.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow([...row]).commit();
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

/** A legacy BIFF8 .xls (OLE2 container), as Excel 97–2003 saves it. */
export function xlsOf(rows: readonly (readonly (string | number | null)[])[]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows.map((r) => [...r])), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

export interface ZipEntry {
  name: string;
  content: Buffer;
  /** Size written in the headers when it should lie about the real one. */
  declaredSize?: number;
  /** Reuse an already deflated body (for big honest entries). */
  deflated?: Buffer;
  encryptedFlag?: boolean;
}

/** A zip archive (deflate) with full control over its headers: for hostile-file tests. */
export function zipOf(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const body = e.deflated ?? deflateRawSync(e.content);
    const size = e.declaredSize ?? e.content.length;
    const crc = e.deflated ? 0 : crc32(e.content);
    const flags = e.encryptedFlag ? 1 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(entries.length, 0xffff), 8);
  end.writeUInt16LE(Math.min(entries.length, 0xffff), 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

/** The minimal entries that make a zip look like a workbook. */
export const workbookEntries = (): ZipEntry[] => [
  { name: '[Content_Types].xml', content: Buffer.from('<?xml version="1.0"?><Types/>') },
  { name: 'xl/workbook.xml', content: Buffer.from('<?xml version="1.0"?><workbook/>') },
];

/** How Office stores a password-protected .xlsx: an OLE2 file with EncryptionInfo and EncryptedPackage streams. */
export function encryptedXlsx(): Buffer {
  const cfb = XLSX.CFB.utils.cfb_new();
  XLSX.CFB.utils.cfb_add(cfb, '/EncryptionInfo', randomBytes(256));
  XLSX.CFB.utils.cfb_add(cfb, '/EncryptedPackage', randomBytes(4096));
  return Buffer.from(XLSX.CFB.write(cfb, { type: 'buffer' }) as Uint8Array);
}

/** An OLE2 file that is not a workbook (e.g. a Word 97 document). */
export function otherCompoundFile(): Buffer {
  const cfb = XLSX.CFB.utils.cfb_new();
  XLSX.CFB.utils.cfb_add(cfb, '/WordDocument', randomBytes(4096));
  return Buffer.from(XLSX.CFB.write(cfb, { type: 'buffer' }) as Uint8Array);
}

/** A multipart/form-data body with one file field, for app.inject. */
export function multipartFile(filename: string, bytes: Buffer, field = 'file') {
  const boundary = `----yuexue${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const payload = Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
