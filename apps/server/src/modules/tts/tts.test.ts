import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MSG,
  TTS_CREDIT_HEADER,
  TTS_MAX_CHARS,
  TTS_PER_IP_PER_MINUTE,
  TTS_PROVIDER_HEADER,
  type TtsMarksData,
} from '@yuexue/contract';
import { createTestApp, freshIp, type TestApp } from '../../../test/app.js';
import { phoneticRecords } from '../../db/schema/index.js';
import { bumpLanguageVersion } from '../language/repo.js';
import { mp3Duration } from '../../providers/speech/mp3-frames.js';

const S = MSG.speech;
const SENTENCE = '银行行长说：我哋今日去香港食饭，好开心。';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (payload: unknown, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/tts', payload: payload as object, remoteAddress: ip });
const get = (text: string, headers: Record<string, string> = {}, ip = freshIp(), more = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/tts?text=${encodeURIComponent(text)}${more}`,
    headers,
    remoteAddress: ip,
  });
const marks = (text: string, more = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/tts/marks?text=${encodeURIComponent(text)}${more}`,
    remoteAddress: freshIp(),
  });

describe('POST /api/tts', () => {
  it('speaks a sentence in the native voice shipped with the product, as MP3, with its credit', async () => {
    const res = await post({ text: SENTENCE });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers[TTS_PROVIDER_HEADER]).toBe('native');
    expect(decodeURIComponent(String(res.headers[TTS_CREDIT_HEADER]))).toBe(S.credit);
    // 19 syllables at about five a second, with pauses at the colon and the comma.
    const { seconds } = mp3Duration(res.rawPayload);
    expect(seconds).toBeGreaterThan(2.8);
    expect(seconds).toBeLessThan(5.5);
  });

  it.each([
    ['blank text', { text: '   ' }, S.textRequired],
    ['no text', {}, S.textRequired],
    ['a number instead of text', { text: 42 }, S.textRequired],
    ['text over the limit', { text: '好'.repeat(TTS_MAX_CHARS + 1) }, S.textTooLong(TTS_MAX_CHARS)],
    ['nothing Chinese to read', { text: 'hello!' }, S.nothingToRead],
  ])('refuses %s with a clear message', async (_name, body, message) => {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, error: message });
  });

  it('limits each IP to TTS_PER_IP_PER_MINUTE requests a minute', async () => {
    const ip = freshIp();
    for (let i = 0; i < TTS_PER_IP_PER_MINUTE; i++)
      expect((await post({ text: '早晨' }, ip)).statusCode).toBe(200);
    const refused = await post({ text: '早晨' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: false, error: MSG.common.tooMany });
    expect((await post({ text: '早晨' })).statusCode).toBe(200);
  });
});

describe('speaking the readings the page shows', () => {
  const withReading = (text: string, jyutping: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/tts?text=${encodeURIComponent(text)}&jyutping=${encodeURIComponent(jyutping)}`,
      remoteAddress: freshIp(),
    });

  it('speaks a tapped polyphone in the reading shown, not its default', async () => {
    const plain = await get('行');
    const hong = await withReading('行', 'hong4');
    const haang = await withReading('行', 'haang4');
    expect([plain.statusCode, hong.statusCode, haang.statusCode]).toEqual([200, 200, 200]);
    expect(hong.headers.etag).not.toBe(haang.headers.etag);
    expect(hong.rawPayload.equals(haang.rawPayload)).toBe(false);
    // The engine reads 行 alone as haang4: asking for that reading is the same audio.
    expect(haang.headers.etag).toBe(plain.headers.etag);
    const posted = await post({ text: '银行', jyutping: 'NGAN4 hong4' });
    expect(posted.statusCode, posted.body).toBe(200);
    // A radical is Han to Unicode but the engine leaves it unread: it takes no reading here either.
    const radical = await withReading('⻌行', 'hong4');
    expect(radical.statusCode, radical.body).toBe(200);
  });

  it.each([
    ['a syllable that is not Jyutping', '行', 'hang9', S.readingInvalid],
    ['a made-up syllable', '行', 'xyz4', S.readingSyllable('xyz4')],
    ['too few readings', '银行', 'hong4', S.readingCount(2, 1)],
    ['too many readings', '行', 'hong4 hong4', S.readingCount(1, 2)],
    ['readings but no Han character', 'abc', 'hong4', S.readingCount(0, 1)],
  ])('refuses %s', async (_name, text, jyutping, message) => {
    const res = await withReading(text, jyutping);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });
});

describe('GET /api/tts', () => {
  it('answers with an ETag and honours If-None-Match', async () => {
    const first = await get(SENTENCE);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.headers['accept-ranges']).toBe('bytes');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await get(SENTENCE, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const post1 = await post({ text: SENTENCE });
    expect(post1.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('serves byte ranges so the player can seek', async () => {
    const whole = (await get(SENTENCE)).rawPayload;
    const size = whole.length;
    const head = await get(SENTENCE, { range: 'bytes=0-99' });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(head.rawPayload.equals(whole.subarray(0, 100))).toBe(true);
    const tail = await get(SENTENCE, { range: 'bytes=-50' });
    expect(tail.headers['content-range']).toBe(`bytes ${size - 50}-${size - 1}/${size}`);
    expect(tail.rawPayload.equals(whole.subarray(size - 50))).toBe(true);
    const open = await get(SENTENCE, { range: `bytes=${size - 10}-` });
    expect(open.rawPayload.length).toBe(10);
    const beyond = await get(SENTENCE, { range: `bytes=${size}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
    const stale = await get(SENTENCE, { range: 'bytes=0-99', 'if-range': '"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(size);
  });

  it('refuses blank text', async () => {
    const res = await get('  ');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(S.textRequired);
  });
});

describe('the audio follows the readings the page shows, admin overrides included', () => {
  it('speaks exactly the /api/phonetics readings, syllable by syllable', async () => {
    const text = '银行行长来了，我哋去重庆。';
    const readings = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/phonetics',
          payload: { text },
          remoteAddress: freshIp(),
        })
      ).json().phonetic_results.pinyin_hongkong as {
        text: string;
        segments: { phonetic: string }[];
      };
    const syllables = (r: { segments: { phonetic: string }[] }) =>
      r.segments.flatMap((seg) => seg.phonetic.split(' ').filter(Boolean));
    const spoken = async () =>
      (await marks(text)).json().data.marks.map((m: { jyutping: string }) => m.jyutping);

    const before = await readings();
    expect(await spoken()).toEqual(syllables(before));
    const audioBefore = (await post({ text })).rawPayload;

    await t.database.db.transaction(async (tx) => {
      await tx
        .insert(phoneticRecords)
        .values({ chineseChar: '行长', pinyinHongkong: 'haang4 coeng4' });
      await bumpLanguageVersion(tx);
    });
    const after = await readings();
    expect(after.text).toContain('haang4 coeng4');
    expect(await spoken()).toEqual(syllables(after));
    expect((await post({ text })).rawPayload.equals(audioBefore)).toBe(false);
  });
});

describe('GET /api/tts/marks', () => {
  it('times every spoken syllable of exactly the audio GET /api/tts returns for the same query', async () => {
    const audio = await get(SENTENCE);
    const res = await marks(SENTENCE);
    expect(res.statusCode, res.body).toBe(200);
    // The same query is the same cache entry: one key for the audio and its marks.
    expect(res.headers.etag).toBe(audio.headers.etag);
    const data = res.json().data as TtsMarksData;
    expect(data.provider).toBe('native');
    expect(data.credit).toBe(S.credit);
    expect(data.duration_ms).toBe(Math.round(mp3Duration(audio.rawPayload).seconds * 1000));
    expect(data.marks.map((m) => m.text).join('')).toBe('银行行长说我哋今日去香港食饭好开心');
    expect(data.marks.every((m) => m.source === 'recording')).toBe(true);
    for (const [i, m] of data.marks.entries()) {
      expect(m.end_ms).toBeGreaterThan(m.start_ms + 60);
      if (i > 0) expect(m.start_ms).toBeGreaterThanOrEqual(data.marks[i - 1]!.end_ms);
    }
    // The last syllable ends just before the audio does (its short tail of silence).
    expect(data.duration_ms - data.marks.at(-1)!.end_ms).toBeGreaterThanOrEqual(0);
    expect(data.duration_ms - data.marks.at(-1)!.end_ms).toBeLessThan(200);
  });

  it('speaks slowly and syllable by syllable under keys of their own', async () => {
    const normal = (await marks(SENTENCE)).json().data as TtsMarksData;
    const slowRes = await marks(SENTENCE, '&speed=slow');
    const slow = slowRes.json().data as TtsMarksData;
    const slowAudio = await get(`${SENTENCE}`, {}, freshIp(), '&speed=slow');
    expect(slowRes.headers.etag).toBe(slowAudio.headers.etag);
    expect(slowRes.headers.etag).not.toBe((await marks(SENTENCE)).headers.etag);
    const rate = (d: TtsMarksData) => d.marks.length / (d.duration_ms / 1000);
    expect(rate(normal)).toBeGreaterThan(4);
    expect(rate(normal)).toBeLessThan(6.5);
    expect(rate(slow)).toBeLessThan(3.2);
    const one = (await marks('你好', '&speed=syllable')).json().data as TtsMarksData;
    expect(one.marks[1]!.start_ms - one.marks[0]!.end_ms).toBeGreaterThanOrEqual(250);
    const bad = await marks('你好', '&speed=fast');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(S.speedInvalid);
  });

  it('covers a syllable the speaker never recorded with the nearest one of the same tone', async () => {
    const res = await marks('村', '&jyutping=cun1');
    expect(res.statusCode, res.body).toBe(200);
    const [mark] = (res.json().data as TtsMarksData).marks;
    expect(mark).toMatchObject({ text: '村', jyutping: 'cun1', source: 'nearest' });
    expect(mark!.recording).toMatch(/1$/);
  });
});

/** A second app whose speech settings come from `env` (read from process.env when the app is built). */
async function withSpeechEnv(
  env: Record<string, string>,
  use: (app: TestApp['app']) => Promise<void>,
): Promise<void> {
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  try {
    const other = await createTestApp();
    try {
      await use(other.app);
    } finally {
      await other.close();
    }
  } finally {
    vi.unstubAllEnvs();
  }
}

describe('with nothing but npm packages (the WebAssembly espeak-ng)', () => {
  it('speaks a sentence', async () => {
    await withSpeechEnv(
      { YUEXUE_ESPEAK_ENGINE: 'wasm', YUEXUE_SPEECH_PROVIDERS: 'espeak' },
      async (app) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/tts',
          payload: { text: SENTENCE },
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers[TTS_PROVIDER_HEADER]).toBe('espeak');
        expect(res.headers[TTS_CREDIT_HEADER]).toBeUndefined();
        const { seconds } = mp3Duration(res.rawPayload);
        expect(seconds).toBeGreaterThan(2);
        expect(seconds).toBeLessThan(15);
      },
    );
  });
});

describe('when every provider fails', () => {
  it('answers 503 with 获取音频失败, not a hang', async () => {
    // The only provider is a cloud voice whose server refuses connections.
    await withSpeechEnv(
      {
        YUEXUE_SPEECH_PROVIDERS: 'azure',
        AZURE_SPEECH_KEY: 'k',
        AZURE_SPEECH_ENDPOINT: 'http://127.0.0.1:9',
      },
      async (app) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/tts',
          payload: { text: SENTENCE },
        });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ status: false, error: S.fetchFailed });
      },
    );
  });
});
