import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import {
  ESPEAK_ASSETS_DIR,
  espeakVoiceArgs,
  type EspeakEngine,
  type EspeakRun,
} from './espeak-engine.js';

interface Reply {
  id: number;
  ok: boolean;
  code: number;
  stdout: string;
  stderr: string;
  payload: Buffer;
}

interface Job {
  id: number;
  line: string;
  resolve: (r: Reply) => void;
  reject: (e: Error) => void;
}

const WORKER = join(ESPEAK_ASSETS_DIR, 'espeak-wasm-worker.mjs');
const OUT_FILE = '/tmp/out.wav';

/**
 * The npm WebAssembly build of espeak-ng, run in one long-lived child process of its own
 * (assets/espeak/espeak-wasm-worker.mjs). Requests are answered in order; a crashed or
 * stuck worker is replaced on the next request.
 */
export class EspeakWasmEngine implements EspeakEngine {
  readonly kind = 'wasm';
  private child: ChildProcessByStdio<Writable, Readable, Readable> | undefined;
  private ready: Promise<void> | undefined;
  private jobs: Job[] = [];
  private nextId = 1;
  private buffered = Buffer.alloc(0);

  async synthesize(r: EspeakRun, signal?: AbortSignal): Promise<Buffer> {
    const reply = await this.call(
      [...espeakVoiceArgs(r), '-w', OUT_FILE, r.input],
      OUT_FILE,
      signal,
    );
    if (reply.payload.length === 0) throw new Error('espeak-ng (wasm) produced no audio');
    return reply.payload;
  }

  async trace(r: EspeakRun, signal?: AbortSignal): Promise<string> {
    return (await this.call([...espeakVoiceArgs(r), '-q', '-x', r.input], undefined, signal))
      .stdout;
  }

  /** Starts the worker ahead of the first request (compiling espeak takes a few hundred ms). */
  warmUp(): Promise<void> {
    return this.start();
  }

  async close(): Promise<void> {
    const child = this.child;
    this.stop(new Error('espeak-ng (wasm) engine closed'));
    if (child && child.exitCode === null) await new Promise((r) => child.once('exit', r));
  }

  private start(): Promise<void> {
    if (this.ready && this.child) return this.ready;
    const child = spawn(process.execPath, [WORKER, ESPEAK_ASSETS_DIR], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child = child;
    this.buffered = Buffer.alloc(0);
    let stderr = '';
    child.stderr.on('data', (b: Buffer) => (stderr = (stderr + b.toString('utf8')).slice(-2000)));
    this.ready = new Promise<void>((resolve, reject) => {
      // The worker announces itself with a reply of id 0.
      this.jobs.unshift({ id: 0, line: '', resolve: () => resolve(), reject });
    });
    child.stdout.on('data', (b: Buffer) => this.onData(b));
    child.on('exit', (code) => {
      if (this.child === child)
        this.stop(new Error(`espeak-ng (wasm) worker exited (${code}): ${stderr.trim()}`));
    });
    child.stdin.on('error', () => {});
    return this.ready;
  }

  private stop(error: Error): void {
    const child = this.child;
    this.child = undefined;
    this.ready = undefined;
    const jobs = this.jobs;
    this.jobs = [];
    for (const job of jobs) job.reject(error);
    if (child && child.exitCode === null) {
      child.stdin.end();
      child.kill();
    }
  }

  private async call(
    args: string[],
    file: string | undefined,
    signal?: AbortSignal,
  ): Promise<Reply> {
    signal?.throwIfAborted();
    await this.start();
    const child = this.child;
    if (!child) throw new Error('espeak-ng (wasm) worker is not running');
    const id = this.nextId++;
    const line = `${JSON.stringify({ id, args, file })}\n`;
    const reply = await new Promise<Reply>((resolve, reject) => {
      const job: Job = { id, line, resolve, reject };
      this.jobs.push(job);
      child.stdin.write(line);
      signal?.addEventListener(
        'abort',
        () => {
          // A job still queued is dropped; the one espeak is running cannot be interrupted,
          // so a stuck worker is replaced.
          if (this.jobs[0] === job) this.stop(new Error('espeak-ng (wasm) aborted'));
          else {
            this.jobs = this.jobs.filter((j) => j !== job);
            reject(new Error('espeak-ng (wasm) aborted'));
          }
        },
        { once: true },
      );
    });
    if (!reply.ok) throw new Error(`espeak-ng (wasm) failed (${reply.code}): ${reply.stderr}`);
    return reply;
  }

  private onData(chunk: Buffer): void {
    this.buffered = Buffer.concat([this.buffered, chunk]);
    for (;;) {
      if (this.buffered.length < 4) return;
      const headerLength = this.buffered.readUInt32BE(0);
      if (this.buffered.length < 4 + headerLength) return;
      const header = JSON.parse(
        this.buffered.subarray(4, 4 + headerLength).toString('utf8'),
      ) as Omit<Reply, 'payload'> & { size: number };
      const end = 4 + headerLength + header.size;
      if (this.buffered.length < end) return;
      const payload = Buffer.from(this.buffered.subarray(4 + headerLength, end));
      this.buffered = this.buffered.subarray(end);
      // Replies come in request order; a dropped (aborted) job's reply is skipped by id.
      const at = this.jobs.findIndex((j) => j.id === header.id);
      if (at < 0) continue;
      const [job] = this.jobs.splice(at, 1);
      job?.resolve({ ...header, payload });
    }
  }
}
