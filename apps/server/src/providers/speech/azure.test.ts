import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annotate } from '@yuexue/cantonese';
import { AzureSpeechProvider, sapiPhonemes } from './azure.js';
import type { SpeechRequest } from './types.js';

interface Seen {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A stand-in for <region>.tts.speech.microsoft.com on 127.0.0.1 that records each request. */
let server: Server;
let endpoint: string;
const seen: Seen[] = [];
let answer: { status: number; body: Buffer } = {
  status: 200,
  body: Buffer.from([0xff, 0xf3, 0x44, 0xc4]),
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({
        method: req.method,
        url: req.url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(answer.status, {
        'content-type': answer.status === 200 ? 'audio/mpeg' : 'text/plain',
      });
      res.end(answer.body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const provider = () =>
  new AzureSpeechProvider({
    key: 'test-key-123',
    region: 'eastasia',
    voice: 'zh-HK-WanLungNeural',
    endpoint,
  });
const request = (text: string, extra: Partial<SpeechRequest> = {}): SpeechRequest => ({
  segments: annotate(text).pinyin_hongkong.segments,
  format: 'mp3',
  ...extra,
});

describe('Azure Speech provider', () => {
  it('writes Jyutping in the sapi phone set', () => {
    expect(sapiPhonemes('nei5')).toBe('nei 5');
    expect(sapiPhonemes('ji6 ling4 ji6 sei3')).toBe('ji 6 ling 4 ji 6 sei 3');
  });

  it('sends SSML that pins every character to the displayed reading', async () => {
    seen.length = 0;
    const result = await provider().synthesize(
      request('银行行长<好>'),
      new AbortController().signal,
    );
    expect(result).toEqual({ audio: answer.body, mime: 'audio/mpeg' });
    const [req] = seen;
    expect(req?.method).toBe('POST');
    expect(req?.url).toBe('/cognitiveservices/v1');
    expect(req?.headers['ocp-apim-subscription-key']).toBe('test-key-123');
    expect(req?.headers['content-type']).toBe('application/ssml+xml');
    expect(req?.headers['x-microsoft-outputformat']).toBe('audio-24khz-48kbitrate-mono-mp3');
    const ssml = req?.body ?? '';
    expect(ssml).toContain('xml:lang="zh-HK"');
    expect(ssml).toContain('<voice name="zh-HK-WanLungNeural">');
    const phonemes = [
      ...ssml.matchAll(/<phoneme alphabet="sapi" ph="([^"]+)">([^<]+)<\/phoneme>/g),
    ].map((m) => [m[2], m[1]]);
    expect(phonemes).toEqual([
      ['银', 'ngan 4'],
      ['行', 'hong 4'],
      ['行', 'hong 4'],
      ['长', 'zoeng 2'],
      ['好', 'hou 2'],
    ]);
    // Text outside the readings is escaped, never markup.
    expect(ssml).toContain('&#60;');
    expect(ssml).not.toContain('<好');
  });

  it('uses a requested zh-HK voice and rate, WAV when asked', async () => {
    seen.length = 0;
    await provider().synthesize(
      request('你好', { voice: 'zh-HK-HiuMaanNeural', rate: 0.8, format: 'wav' }),
      new AbortController().signal,
    );
    expect(seen[0]?.body).toContain('<voice name="zh-HK-HiuMaanNeural"><prosody rate="-20%">');
    expect(seen[0]?.headers['x-microsoft-outputformat']).toBe('riff-24khz-16bit-mono-pcm');
    seen.length = 0;
    await provider().synthesize(
      request('你好', { voice: '"><evil' }),
      new AbortController().signal,
    );
    expect(seen[0]?.body).toContain('<voice name="zh-HK-WanLungNeural">');
  });

  it('fails on an error answer', async () => {
    answer = { status: 401, body: Buffer.from('Unauthorized') };
    await expect(
      provider().synthesize(request('你好'), new AbortController().signal),
    ).rejects.toThrow(/401/);
    answer = { status: 200, body: Buffer.from([0xff, 0xf3, 0x44, 0xc4]) };
  });
});
