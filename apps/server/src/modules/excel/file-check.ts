import { inflateRawSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import { DATABASE_LIMITS as L, MSG } from '@yuexue/contract';
import { badRequest, HttpError } from '../../lib/http-error.js';

const M = MSG.database;

/** An identified upload: an .xlsx comes with its zip entries, already inflated and size-checked. */
export type ExcelFile =
  { format: 'xlsx'; parts: ReadonlyMap<string, Buffer> } | { format: 'xls'; bytes: Buffer };

const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const wrongType = () => new HttpError(415, M.importWrongType, 'unsupported_media_type');
const corrupt = () => badRequest(M.importCorrupt);
const encrypted = () => badRequest(M.importEncrypted);
const bomb = () => new HttpError(413, M.importZipBomb, 'payload_too_large');

/**
 * Decides what an uploaded file really is from its bytes (the name only has to end in .xlsx or .xls):
 * a zip holding a workbook (.xlsx), or an OLE2 compound file holding a BIFF workbook (.xls).
 * Refuses anything else, encrypted workbooks (an encrypted .xlsx is an OLE2 container), and zips
 * whose entries inflate past the limits. Throws an HttpError with the zh-CN reason. The inflated
 * entries of an .xlsx are handed on, so the reader never inflates anything the check has not bounded.
 */
export function identifyExcel(bytes: Buffer, filename: string): ExcelFile {
  if (!/\.xlsx?$/i.test(filename.trim())) throw wrongType();
  if (bytes.length === 0) throw badRequest(M.importEmptyFile);
  if (bytes.length > L.importMaxBytes)
    throw new HttpError(413, M.importTooLarge, 'payload_too_large');
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === ZIP_LOCAL)
    return { format: 'xlsx', parts: inspectZip(bytes) };
  if (bytes.subarray(0, 8).equals(OLE2)) {
    inspectCompoundFile(bytes);
    return { format: 'xls', bytes };
  }
  throw wrongType();
}

function inspectZip(buf: Buffer): Map<string, Buffer> {
  const end = findEndOfCentralDirectory(buf);
  const entries = buf.readUInt16LE(end + 10);
  const dirSize = buf.readUInt32LE(end + 12);
  const dirOffset = buf.readUInt32LE(end + 16);
  // A workbook of at most 20 MB never needs zip64; its markers here mean a crafted file.
  if (entries === 0xffff || dirOffset === 0xffffffff || dirSize === 0xffffffff) throw corrupt();
  if (entries > L.xlsxMaxEntries) throw bomb();
  if (dirOffset + dirSize > end) throw corrupt();

  const parts = new Map<string, Buffer>();
  let inflatedTotal = 0;
  let p = dirOffset;
  for (let i = 0; i < entries; i += 1) {
    if (p + 46 > end || buf.readUInt32LE(p) !== ZIP_CENTRAL) throw corrupt();
    const flags = buf.readUInt16LE(p + 8);
    const method = buf.readUInt16LE(p + 10);
    const compressedSize = buf.readUInt32LE(p + 20);
    const size = buf.readUInt32LE(p + 24);
    const nameLength = buf.readUInt16LE(p + 28);
    const extraLength = buf.readUInt16LE(p + 30);
    const commentLength = buf.readUInt16LE(p + 32);
    const localOffset = buf.readUInt32LE(p + 42);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLength);
    if (flags & 1) throw encrypted();
    inflatedTotal += size;
    if (inflatedTotal > L.xlsxMaxInflatedBytes) throw bomb();
    parts.set(name, inflateEntry(buf, localOffset, method, compressedSize, size));
    p += 46 + nameLength + extraLength + commentLength;
  }
  if (!parts.has('[Content_Types].xml') || !parts.has('xl/workbook.xml')) throw wrongType();
  return parts;
}

function findEndOfCentralDirectory(buf: Buffer): number {
  const stop = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= stop; i -= 1) if (buf.readUInt32LE(i) === ZIP_END) return i;
  throw corrupt();
}

/** Inflates one entry with its declared size as the ceiling: a size that lies is caught here, not in the parser. */
function inflateEntry(
  buf: Buffer,
  localOffset: number,
  method: number,
  compressedSize: number,
  size: number,
): Buffer {
  if (localOffset + 30 > buf.length || buf.readUInt32LE(localOffset) !== ZIP_LOCAL) throw corrupt();
  const start =
    localOffset + 30 + buf.readUInt16LE(localOffset + 26) + buf.readUInt16LE(localOffset + 28);
  if (start + compressedSize > buf.length) throw corrupt();
  const data = buf.subarray(start, start + compressedSize);
  if (method === 0) {
    if (compressedSize !== size) throw corrupt();
    return data;
  }
  if (method !== 8) throw corrupt();
  let inflated: Buffer;
  try {
    inflated = inflateRawSync(data, { maxOutputLength: Math.max(size, 1) });
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw bomb();
    throw corrupt();
  }
  if (inflated.length !== size) throw corrupt();
  return inflated;
}

function inspectCompoundFile(buf: Buffer): void {
  let container: unknown;
  try {
    container = XLSX.CFB.read(buf, { type: 'buffer' });
  } catch {
    throw corrupt();
  }
  if (XLSX.CFB.find(container, 'EncryptionInfo') || XLSX.CFB.find(container, 'EncryptedPackage'))
    throw encrypted();
  if (!XLSX.CFB.find(container, 'Workbook') && !XLSX.CFB.find(container, 'Book')) throw wrongType();
}
