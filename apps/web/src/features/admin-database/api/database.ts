import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  IMPORT_STREAM_TYPE,
  importStreamLine,
  MSG,
  phoneticPageResponse,
  phoneticSavedResponse,
  recordDeletedResponse,
  translationPageResponse,
  translationSavedResponse,
  type ExcelImportKind,
  type ImportResult,
  type PhoneticRecord,
  type TranslateType,
  type TranslationRecord,
} from '@yuexue/contract';
import { API_BASE, ApiError, apiGet, apiPost } from '../../../lib/api-client';
import { getToken } from '../../../lib/token-storage';

export type RecordKind = TranslateType | 'phonetics';
export type AnyRecord = TranslationRecord | PhoneticRecord;

export interface ListQuery {
  kind: RecordKind;
  page: number;
  size: number;
  search: string;
}

const KEY = ['admin', 'database'] as const;

/** GET /translation/paginated (by translate_type) or /phonetics/paginated: data and total. */
export function useRecords(q: ListQuery) {
  return useQuery({
    queryKey: [...KEY, q],
    queryFn: async (): Promise<{ data: AnyRecord[]; total: number }> => {
      const page = { page: q.page, size: q.size, search: q.search || undefined };
      return q.kind === 'phonetics'
        ? phoneticPageResponse.parse(await apiGet<unknown>('/phonetics/paginated', page))
        : translationPageResponse.parse(
            await apiGet<unknown>('/translation/paginated', { ...page, translate_type: q.kind }),
          );
    },
    placeholderData: keepPreviousData,
  });
}

/** POST …/add or …/update (id present): the saved record. */
export function useSaveRecord(kind: RecordKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: Record<string, unknown>) => {
      const action = body.id ? 'update' : 'add';
      return kind === 'phonetics'
        ? phoneticSavedResponse.parse(await apiPost<unknown>(`/phonetics/${action}`, body))
        : translationSavedResponse.parse(
            await apiPost<unknown>(`/translation/${action}`, { ...body, translate_type: kind }),
          );
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST /translation/delete/{id}?translate_type= or /phonetics/delete/{id}. */
export function useDeleteRecord(kind: RecordKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      recordDeletedResponse.parse(
        await apiPost<unknown>(
          kind === 'phonetics'
            ? `/phonetics/delete/${id}`
            : `/translation/delete/${id}?translate_type=${kind}`,
        ),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}

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

const authHeaders = (): Record<string, string> => {
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

/** GET /excel/export/{kind} (beyond the spec): saves the .xlsx the server streams. */
export async function downloadExport(kind: RecordKind): Promise<void> {
  const res = await fetch(`${API_BASE}/excel/export/${importKindOf(kind)}`, {
    headers: authHeaders(),
  });
  if (!res.ok) throw new ApiError(MSG.database.exportFailed, res.status);
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ??
    `${importKindOf(kind)}.xlsx`;
  const url = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
