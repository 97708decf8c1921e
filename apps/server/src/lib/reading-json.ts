import type { z } from 'zod';
import type { phoneticResultSchema, phoneticsResponse, translateResponse } from '@yuexue/contract';

type PhoneticResult = z.infer<typeof phoneticResultSchema>;
type Candidate = NonNullable<z.infer<typeof phoneticsResponse>['candidates']>[number];

/**
 * JSON of the objects the reading engine shares between answers: a word's segments and a
 * character's list of readings are frozen and hold only strings, so their JSON never changes
 * and is encoded once per object (and forgotten with it), with a comma in front, as every list
 * item but the first is written. Objects that are not frozen (numbers read aloud, characters typed
 * in another form) are written afresh every time.
 */
const fragments = new WeakMap<object, Buffer>();
function listItemJson(value: object): Buffer {
  let json = fragments.get(value);
  if (json === undefined) {
    json = Buffer.from(`,${JSON.stringify(value)}`);
    if (Object.isFrozen(value)) fragments.set(value, json);
  }
  return json;
}

const [QUOTE, COLON, OPEN_LIST, CLOSE_LIST] = [0x22, 0x3a, 0x5b, 0x5d] as const;
// What JSON.stringify would escape, or write differently from UTF-8 (a lone surrogate). Any surrogate
// (an emoji too) sends the text to JSON.stringify: a test without the unicode flag is much quicker.
// eslint-disable-next-line no-control-regex -- the control characters are what JSON escapes
const NEEDS_ESCAPE = /[\u0000-\u001f"\\\ud800-\udfff]/;

/**
 * Writes one answer into a buffer kept between answers, then copies the answer out at its exact
 * size: one allocation per answer, no array of pieces, no intermediate buffer per string. The
 * writers are synchronous, so answers never interleave in it.
 */
class AnswerWriter {
  private buf = Buffer.allocUnsafeSlow(16 * 1024);
  private at = 0;

  /** Starts an answer (whatever an answer that threw left behind is dropped). */
  begin() {
    this.at = 0;
  }

  private byte(value: number) {
    this.room(1);
    this.buf[this.at++] = value;
  }

  private room(bytes: number) {
    if (this.at + bytes <= this.buf.length) return;
    const bigger = Buffer.allocUnsafeSlow(Math.max(this.buf.length * 2, this.at + bytes));
    this.buf.copy(bigger, 0, 0, this.at);
    this.buf = bigger;
  }

  bytes(piece: Buffer) {
    this.room(piece.length);
    this.buf.set(piece, this.at);
    this.at += piece.length;
  }

  /** JSON text that is not shared (a string's or a small object's JSON.stringify). */
  json(value: unknown) {
    const text = JSON.stringify(value);
    this.room(text.length * 3);
    this.at += this.buf.write(text, this.at);
  }

  /** A list whose items are written with a leading comma: the first one's comma becomes the `[`. */
  list<T>(items: readonly T[], item: (value: T) => void) {
    const first = this.at;
    for (let i = 0; i < items.length; i++) item(items[i]!);
    this.closeList(first, items.length);
  }

  /** Ends a list of `count` items written from `first` on, each with its leading comma. */
  private closeList(first: number, count: number) {
    if (count === 0) this.byte(OPEN_LIST);
    else this.buf[first] = OPEN_LIST;
    this.byte(CLOSE_LIST);
  }

  /** A shared object's cached JSON, its leading comma replaced by `lead` when given. */
  shared(value: object, lead?: number) {
    const start = this.at;
    this.bytes(listItemJson(value));
    if (lead !== undefined) this.buf[start] = lead;
  }

  /** A list of shared objects, each written from its cached JSON (the hot loop: no callbacks). */
  sharedList(items: readonly object[]) {
    const first = this.at;
    for (let i = 0; i < items.length; i++) this.bytes(listItemJson(items[i]!));
    this.closeList(first, items.length);
  }

  /**
   * A string as JSON. A reading's text (syllables and spaces) needs no escape, so it is written as
   * it is between quotes, without JSON.stringify's copy; anything else goes through JSON.stringify.
   */
  string(text: string) {
    if (NEEDS_ESCAPE.test(text)) return this.json(text);
    this.room(text.length * 3 + 2);
    this.buf[this.at++] = QUOTE;
    this.at += this.buf.write(text, this.at);
    this.buf[this.at++] = QUOTE;
  }

  /** The answer written since the last call, as a buffer of its own. */
  take(): Buffer {
    const out = Buffer.allocUnsafe(this.at);
    this.buf.copy(out, 0, 0, this.at);
    return out;
  }
}
const writer = new AnswerWriter();

const utf8 = (text: string) => Buffer.from(text);

const P = {
  text: utf8('{"text":'),
  segments: utf8(',"segments":'),
  num: utf8('{"pinyin_num":'),
  upper: utf8(',"pinyin_upper":'),
  hongkong: utf8(',"pinyin_hongkong":'),
  index: utf8(',{"index":'),
  character: utf8(',"character":'),
  readingsKey: utf8(',"readings"'),
  close: utf8('}'),
  phonetics: utf8('{"status":true,"phonetic_results":'),
  candidates: utf8(',"candidates":'),
  translate: utf8('{"status":true,"optimized_output":'),
  results: utf8(',"phonetic_results":'),
  changes: utf8(',"changes":'),
  provider: utf8(',"provider":'),
  usage: utf8(',"usage":'),
};

function writeResult(r: PhoneticResult) {
  writer.bytes(P.text);
  writer.string(r.text);
  writer.bytes(P.segments);
  writer.sharedList(r.segments);
  writer.bytes(P.close);
}

function writeResults(r: z.infer<typeof phoneticsResponse>['phonetic_results']) {
  writer.bytes(P.num);
  writeResult(r.pinyin_num);
  writer.bytes(P.upper);
  writeResult(r.pinyin_upper);
  writer.bytes(P.hongkong);
  writeResult(r.pinyin_hongkong);
  writer.bytes(P.close);
}

function writeCandidate(c: Candidate) {
  writer.bytes(P.index);
  writer.json(c.index);
  writer.bytes(P.character);
  writer.string(c.character);
  writer.bytes(P.readingsKey);
  writer.shared(c.readings, COLON);
  writer.bytes(P.close);
}

/**
 * The /api/phonetics answer as UTF-8 JSON, byte for byte what JSON.stringify gives for the object
 * the route builds (tested), several times cheaper on a 50-character text: most of a reading's
 * JSON is the shared segments, and JSON.stringify would write all of them out again.
 */
export function phoneticsJson(body: z.infer<typeof phoneticsResponse>): Buffer {
  writer.begin();
  writer.bytes(P.phonetics);
  writeResults(body.phonetic_results);
  if (body.candidates !== undefined) {
    writer.bytes(P.candidates);
    writer.list(body.candidates, writeCandidate);
  }
  writer.bytes(P.usage);
  writer.json(body.usage);
  writer.bytes(P.close);
  return writer.take();
}

/** The /api/translate answer as phoneticsJson (the readings are those of the output). */
export function translateJson(body: z.infer<typeof translateResponse>): Buffer {
  writer.begin();
  writer.bytes(P.translate);
  writer.string(body.optimized_output);
  writer.bytes(P.results);
  writeResults(body.phonetic_results);
  writer.bytes(P.changes);
  writer.json(body.changes);
  writer.bytes(P.provider);
  writer.json(body.provider);
  writer.bytes(P.usage);
  writer.json(body.usage);
  writer.bytes(P.close);
  return writer.take();
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
