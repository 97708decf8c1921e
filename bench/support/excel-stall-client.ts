// The clients of the excel-stall bench, each on a thread of its own: building the 200k-row file,
// uploading it and reading the export (the admins' work) and probing /api/health (another user)
// are not the server's work, so none of it may run (or leave garbage) on the event loop whose
// stalls the bench measures, and the probe's answers must not wait for the admins' client work.
import { parentPort, workerData } from 'node:worker_threads';
import { bigXlsxOf } from '../../apps/server/test/excel-fixtures.js';
import { importStreamed, probeMeanwhile, translationRows } from './excel-http.js';

export type StallClientData =
  | { role: 'admins'; base: string; rows: number; auth: Record<string, string>; only?: string }
  | { role: 'probe'; base: string };
export type StallClientResult =
  | {
      imported: { seconds: number; rows: number };
      exported: { seconds: number; bytes: number };
    }
  | { health: { count: number; ms: number; p99: number } };

const port = parentPort!;
const data = workerData as StallClientData;
const next = () => new Promise((resolve) => port.once('message', resolve));

async function admins(d: Extract<StallClientData, { role: 'admins' }>) {
  const file = await bigXlsxOf(translationRows(d.rows));
  port.postMessage({ type: 'ready' });
  await next();
  const started = performance.now();
  const importing =
    d.only === 'export'
      ? Promise.resolve({ seconds: 0, rows: 0 })
      : importStreamed(d.base, 'translation_input', file, d.auth).then((lines) => {
          const last = lines.at(-1)?.line;
          if (last?.type !== 'result') throw new Error(`import failed: ${JSON.stringify(last)}`);
          return { seconds: (performance.now() - started) / 1000, rows: last.data.imported_rows };
        });
  const exporting =
    d.only === 'import'
      ? Promise.resolve({ seconds: 0, bytes: 0 })
      : fetch(`${d.base}/api/excel/export/translation_output`, { headers: d.auth }).then(
          async (res) => {
            if (!res.ok || !res.body) throw new Error(`export failed: ${res.status}`);
            // Read as a browser saves a download: chunk by chunk, never one 6 MB concatenation.
            let bytes = 0;
            for await (const chunk of res.body) bytes += chunk.byteLength;
            return { seconds: (performance.now() - started) / 1000, bytes };
          },
        );
  const [imported, exported] = await Promise.all([importing, exporting]);
  port.postMessage({ type: 'result', result: { imported, exported } });
}

async function probe(d: Extract<StallClientData, { role: 'probe' }>) {
  port.postMessage({ type: 'ready' });
  await next();
  const probing = probeMeanwhile(d.base, 25);
  await next();
  port.postMessage({ type: 'result', result: { health: await probing.stop() } });
}

await (data.role === 'admins' ? admins(data) : probe(data));
