import {
  IMPORT_STREAM_TYPE,
  importStreamLine,
  MSG,
  type ExcelImportKind,
  type ImportResult,
} from '@yuexue/contract';
import { API_BASE, ApiError } from '../../../lib/api-client';
import { getToken } from '../../../lib/token-storage';
import type { RecordKind } from './get-records';

export const importKindOf = (kind: RecordKind): ExcelImportKind =>
  kind === 'phonetics'
    ? 'phonetics'
    : kind === 'translate_input'
      ? 'translation_input'
      : 'translation_output';

export interface ImportProgressState {
  stage: 'uploading' | 'reading' | 'writing';
  done: number;
  total: number | null;
}

export const authHeaders = (): Record<string, string> => {
  const token = getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
};

/**
 * POST /excel/import/{kind} asking for NDJSON: the server answers with progress lines while it
 * reads and writes, then the result (or the reason it refused). Refusals of the file itself come
 * before the stream, as the usual JSON envelope.
 */
export async function importExcel(
  kind: RecordKind,
  file: File,
  onProgress: (p: ImportProgressState) => void,
): Promise<ImportResult> {
  const form = new FormData();
  form.append('file', file);
  onProgress({ stage: 'uploading', done: 0, total: null });
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/excel/import/${importKindOf(kind)}`, {
      method: 'POST',
      headers: { ...authHeaders(), Accept: IMPORT_STREAM_TYPE },
      body: form,
    });
  } catch {
    throw new ApiError(MSG.common.network, 0, 'network');
  }
  if (
    !res.ok ||
    !res.body ||
    !(res.headers.get('content-type') ?? '').includes(IMPORT_STREAM_TYPE)
  ) {
    const json = (await res.json().catch(() => undefined)) as
      { error?: string; code?: string } | undefined;
    throw new ApiError(json?.error ?? MSG.database.importFailed, res.status, json?.code);
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    buffered += value ?? '';
    const lines = buffered.split('\n');
    buffered = done ? '' : lines.pop()!;
    for (const text of lines) {
      if (!text.trim()) continue;
      const line = importStreamLine.parse(JSON.parse(text));
      if (line.type === 'progress')
        onProgress({ stage: line.stage, done: line.done, total: line.total });
      else if (line.type === 'result') return line.data;
      else throw new ApiError(line.error, 400, line.code);
    }
    if (done) throw new ApiError(MSG.database.importFailed, 500, 'internal');
  }
}
