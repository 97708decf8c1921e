import { MSG } from '@yuexue/contract';
import { API_BASE, ApiError } from '../../../lib/api-client';
import { authHeaders, importKindOf } from './import-excel';
import type { RecordKind } from './get-records';

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
