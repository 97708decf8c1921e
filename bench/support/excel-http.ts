// Shared by the Excel benches: generated sheets, an import over HTTP with its NDJSON progress
// timed line by line, and a health probe that runs alongside.
import { IMPORT_STREAM_TYPE, importStreamLine, type ImportStreamLine } from '@yuexue/contract';
import { multipartFile } from '../../apps/server/test/excel-fixtures.js';

export const HAN = [
  ...new Set(
    Array.from(
      '的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处队南给色光门即保治北造百规热领七海口东导器压志世金增争济阶油思术极交受联什认六共权收证改清己美再采转更单风切打白教速花带安场身车例真务具万每目至达走积示议声报斗完类八离华名确才科张信马节话米整空元况今集温传土许步群广石记需段研界拉林律叫且究观越织装影算低持音众书布复容儿须际商非验连断深难近矿千周委素技备半办青省列习响约支般史感劳便团往酸历市克何除消构府称太准精值号率族维划选标写存候毛亲快效斯院查江型眼王按格养易置派层片始却专状育厂京识适属圆包火住调满县局照参红细引听该铁价严',
    ).filter((c) => /\p{Script=Han}/u.test(c)),
  ),
];

/** A translation sheet of n distinct rows (header first). */
export function translationRows(n: number): string[][] {
  const rows = [['原文', '优化后文本']];
  for (let i = 0; i < n; i += 1)
    rows.push([`${HAN[i % HAN.length]}${HAN[(i * 7) % HAN.length]}${i}`, `优化${i}`]);
  return rows;
}

export type Timed = { at: number; line: ImportStreamLine };

/** Posts the file asking for NDJSON progress and notes when each line arrived. */
export async function importStreamed(
  base: string,
  kind: string,
  file: Buffer,
  auth: Record<string, string>,
): Promise<Timed[]> {
  const body = multipartFile(`${kind}.xlsx`, file);
  const res = await fetch(`${base}/api/excel/import/${kind}`, {
    method: 'POST',
    body: new Uint8Array(body.payload),
    headers: { ...auth, ...body.headers, accept: IMPORT_STREAM_TYPE },
  });
  if (!res.ok || !res.body) throw new Error(`import failed: ${res.status} ${await res.text()}`);
  const lines: Timed[] = [];
  const decoder = new TextDecoder();
  let pending = '';
  for await (const chunk of res.body) {
    const at = performance.now();
    pending += decoder.decode(chunk, { stream: true });
    const complete = pending.split('\n');
    pending = complete.pop()!;
    for (const l of complete)
      if (l.trim()) lines.push({ at, line: importStreamLine.parse(JSON.parse(l)) });
  }
  return lines;
}

/** GET /api/health every `everyMs` ms over HTTP until stopped; the slowest answer's time and the 99th percentile. */
export function probeMeanwhile(base: string, everyMs = 20) {
  let running = true;
  const times: number[] = [];
  const loop = (async () => {
    while (running) {
      const t0 = performance.now();
      await (await fetch(`${base}/api/health`)).arrayBuffer();
      times.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const sorted = [...times].sort((a, b) => a - b);
      return {
        count: times.length,
        ms: sorted.at(-1) ?? 0,
        p99: sorted[Math.floor(sorted.length * 0.99)] ?? 0,
      };
    },
  };
}
