import type { z } from 'zod';
import type { phoneticResultSchema, phoneticsResponse, translateResponse } from '@yuexue/contract';

type PhoneticResult = z.infer<typeof phoneticResultSchema>;
type Candidate = NonNullable<z.infer<typeof phoneticsResponse>['candidates']>[number];

/**
 * JSON of the objects the reading engine shares between answers: a word's segments and a
 * character's list of readings are frozen and hold only strings, so their JSON never changes
 * and is encoded once per object (and forgotten with it). Objects that are not frozen
 * (numbers read aloud, characters typed in another form) are written afresh every time.
 * Answers are assembled from these UTF-8 pieces: no string to build, measure and encode again.
 */
const fragments = new WeakMap<object, Buffer>();
function sharedJson(value: object): Buffer {
  let json = fragments.get(value);
  if (json === undefined) {
    json = Buffer.from(JSON.stringify(value));
    if (Object.isFrozen(value)) fragments.set(value, json);
  }
  return json;
}

const utf8 = (text: string) => Buffer.from(text);
const json = (value: unknown) => utf8(JSON.stringify(value));
const [OPEN_LIST, COMMA, CLOSE_LIST] = ['[', ',', ']'].map(utf8) as [Buffer, Buffer, Buffer];

function pushList<T extends object>(out: Buffer[], list: readonly T[], item: (value: T) => void) {
  out.push(OPEN_LIST);
  for (let i = 0; i < list.length; i++) {
    if (i > 0) out.push(COMMA);
    item(list[i]!);
  }
  out.push(CLOSE_LIST);
}

const P = {
  text: utf8('{"text":'),
  segments: utf8(',"segments":'),
  num: utf8('{"pinyin_num":'),
  upper: utf8(',"pinyin_upper":'),
  hongkong: utf8(',"pinyin_hongkong":'),
  index: utf8('{"index":'),
  character: utf8(',"character":'),
  readings: utf8(',"readings":'),
  close: utf8('}'),
  phonetics: utf8('{"status":true,"phonetic_results":'),
  candidates: utf8(',"candidates":'),
  translate: utf8('{"status":true,"optimized_output":'),
  results: utf8(',"phonetic_results":'),
  changes: utf8(',"changes":'),
  provider: utf8(',"provider":'),
};

function pushResult(out: Buffer[], r: PhoneticResult) {
  out.push(P.text, json(r.text), P.segments);
  pushList(out, r.segments, (s) => out.push(sharedJson(s)));
  out.push(P.close);
}

function pushResults(out: Buffer[], r: z.infer<typeof phoneticsResponse>['phonetic_results']) {
  out.push(P.num);
  pushResult(out, r.pinyin_num);
  out.push(P.upper);
  pushResult(out, r.pinyin_upper);
  out.push(P.hongkong);
  pushResult(out, r.pinyin_hongkong);
  out.push(P.close);
}

const pushCandidate = (out: Buffer[], c: Candidate) =>
  out.push(
    P.index,
    json(c.index),
    P.character,
    json(c.character),
    P.readings,
    sharedJson(c.readings),
    P.close,
  );

/**
 * The /api/phonetics answer as UTF-8 JSON, byte for byte what JSON.stringify gives for the object
 * the route builds (tested), several times cheaper on a 50-character text: most of a reading's
 * JSON is the shared segments, and JSON.stringify would write all of them out again.
 */
export function phoneticsJson(body: z.infer<typeof phoneticsResponse>): Buffer {
  const out: Buffer[] = [P.phonetics];
  pushResults(out, body.phonetic_results);
  if (body.candidates !== undefined) {
    out.push(P.candidates);
    pushList(out, body.candidates, (c) => pushCandidate(out, c));
  }
  out.push(P.close);
  return Buffer.concat(out);
}

/** The /api/translate answer as phoneticsJson (the readings are those of the output). */
export function translateJson(body: z.infer<typeof translateResponse>): Buffer {
  const out: Buffer[] = [P.translate, json(body.optimized_output), P.results];
  pushResults(out, body.phonetic_results);
  out.push(P.changes, json(body.changes), P.provider, json(body.provider), P.close);
  return Buffer.concat(out);
}

/**
 * Route option: serialise the 200 answer with one of the writers above. Fastify's types want a
 * string from a serializer, but what it sends is any payload an onSend hook may give (a string or
 * a Buffer, fastify/lib/reply.js onSendEnd), so the Buffer goes out as it is, its length the
 * content-length.
 */
export const readingJsonSerializer =
  <T>(write: (body: T) => Buffer) =>
  () =>
  (data: unknown) =>
    write(data as T) as unknown as string;
