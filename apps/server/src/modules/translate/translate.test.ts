import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, freshIp, type TestApp } from '../../../test/app.js';
import { translationRecords } from '../../db/schema/index.js';
import { bumpLanguageVersion } from '../language/repo.js';

/** The translate pipeline with the optional LLM switched on, against a local OpenAI-compatible server. */
let llm: Server;
let reply: () => { status: number; content?: string } = () => ({
  status: 200,
  content: '佢哋喺度食饭呀',
});
let calls = 0;
let t: TestApp;

beforeAll(async () => {
  llm = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      calls += 1;
      const r = reply();
      res
        .writeHead(r.status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ choices: [{ message: { content: r.content } }] }));
    });
  });
  await new Promise<void>((r) => llm.listen(0, '127.0.0.1', r));
  t = await createTestApp({
    LLM_BASE_URL: `http://127.0.0.1:${(llm.address() as AddressInfo).port}/v1`,
    LLM_MODEL: 'fake',
    LLM_API_KEY: 'k',
    LLM_TIMEOUT_MS: '1000',
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((r) => llm.close(() => r()));
});

const translate = (text: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/translate',
    payload: { text },
    remoteAddress: freshIp(),
  });

describe('translate with the optional LLM', () => {
  it('uses the model answer, then the admin output corrections and the readings of the final text', async () => {
    await t.database.db.transaction(async (tx) => {
      await tx
        .insert(translationRecords)
        .values({ originText: '食饭', optimizeText: '食晏', translateType: 'translate_output' });
      await bumpLanguageVersion(tx);
    });
    const res = await translate('他们在吃饭');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ provider: 'llm', optimized_output: '佢哋喺度食晏呀' });
    expect(
      res
        .json()
        .phonetic_results.pinyin_hongkong.segments.map((s: { character: string }) => s.character)
        .join(''),
    ).toBe('佢哋喺度食晏呀');
  });

  it('falls back to the rule engine when the model fails', async () => {
    reply = () => ({ status: 503 });
    const res = await translate('我先走了');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ provider: 'rules', optimized_output: '我走先喇' });
  });

  it('does not ask the model when an exact admin record matches', async () => {
    await t.database.db.transaction(async (tx) => {
      await tx
        .insert(translationRecords)
        .values({ originText: '早上好', optimizeText: '早晨', translateType: 'translate_input' });
      await bumpLanguageVersion(tx);
    });
    const before = calls;
    const res = await translate('早上好');
    expect(res.json()).toMatchObject({ provider: 'rules', optimized_output: '早晨' });
    expect(calls).toBe(before);
  });
});
