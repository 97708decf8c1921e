import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EspeakBinaryEngine, findEspeakBinary } from './espeak-binary.js';
import type { EspeakEngine } from './espeak-engine.js';
import { parseWav } from './pcm.js';
import { availableEngines } from './test/engines.js';
import { pitchTrack, toneShape, type ToneShape } from './test/pitch-track.js';

async function tones(engine: EspeakEngine, voice: string): Promise<ToneShape[]> {
  const shapes: ToneShape[] = [];
  for (let tone = 1; tone <= 6; tone++) {
    const track = pitchTrack(parseWav(await engine.synthesize({ input: `[[si${tone}]]`, voice })));
    expect(track.length).toBeGreaterThan(10);
    shapes.push(toneShape(track));
  }
  return shapes;
}

describe('the pitch tracker', () => {
  it('finds the frequency of a tone', () => {
    const sampleRate = 22050;
    const samples = Float32Array.from(
      { length: sampleRate / 2 },
      (_, i) =>
        Math.sin((2 * Math.PI * 137 * i) / sampleRate) +
        0.3 * Math.sin((2 * Math.PI * 274 * i) / sampleRate),
    );
    const { mean } = toneShape(pitchTrack({ sampleRate, samples }));
    expect(mean).toBeGreaterThan(134);
    expect(mean).toBeLessThan(140);
  });
});

describe('the six tones of si1…si6 (F0 measured on the audio)', async () => {
  const engines = await availableEngines();
  afterAll(() => Promise.all(engines.map((e) => e.close())));

  describe.each(engines.map((e) => [e.kind, e] as const))(
    'espeak-ng %s, voice yue+yuexue-wide',
    (_kind, engine) => {
      it('have the Cantonese contours', async () => {
        const [t1, t2, t3, t4, t5, t6] = (await tones(engine, 'yue+yuexue-wide')) as [
          ToneShape,
          ToneShape,
          ToneShape,
          ToneShape,
          ToneShape,
          ToneShape,
        ];
        const level = (t: ToneShape) => Math.abs(t.end - t.start) / t.mean;
        // 1 high level, 3 mid level, 6 low level: flat, and clearly apart (≥ 10 %).
        for (const t of [t1, t3, t6]) expect(level(t)).toBeLessThan(0.06);
        expect(t1.mean).toBeGreaterThan(t3.mean * 1.1);
        expect(t3.mean).toBeGreaterThan(t6.mean * 1.1);
        // 2 high rising: rises to about the height of tone 1.
        expect(t2.end).toBeGreaterThan(t2.start * 1.15);
        expect(t2.end).toBeGreaterThan(t1.mean * 0.9);
        // 5 low rising: starts low, below tone 6, and rises less high than tone 2.
        expect(t5.end).toBeGreaterThan(t5.start * 1.15);
        expect(t5.start).toBeLessThan(t6.mean);
        expect(t5.end).toBeLessThan(t2.end);
        // 4 low falling: falls, and ends lowest of all.
        expect(t4.start).toBeGreaterThan(t4.end * 1.1);
        expect(t4.end).toBeLessThan(Math.min(t1.end, t2.end, t3.end, t5.end, t6.end));
      });

      it('are spread wider than by the stock voice', async () => {
        const spread = (shapes: ToneShape[]) =>
          Math.max(...shapes.map((s) => s.mean)) / Math.min(...shapes.map((s) => s.end));
        const wide = spread(await tones(engine, 'yue+yuexue-wide'));
        const stock = spread(await tones(engine, 'yue'));
        expect(wide).toBeGreaterThan(1.6);
        expect(wide).toBeGreaterThan(stock * 1.3);
      });
    },
  );
});

describe.runIf(await findEspeakBinary())('the binary engine’s voice folder', () => {
  it('is rebuilt when the temporary directory was cleaned', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'yuexue-espeak-test-'));
    const engine = new EspeakBinaryEngine((await findEspeakBinary())!, parent);
    const spread = async () => {
      const [t1, , , t4] = await tones(engine, 'yue+yuexue-wide');
      return t1!.mean / t4!.end;
    };
    const before = await spread();
    const root = await engine.dataRoot();
    await rm(root, { recursive: true, force: true });
    expect(await spread()).toBeCloseTo(before, 2);
    await rm(parent, { recursive: true, force: true });
  });
});
