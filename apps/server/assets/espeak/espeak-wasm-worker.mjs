// SPDX-License-Identifier: GPL-3.0-or-later
// A separate program: espeak-ng (GPL-3.0-or-later, the npm "espeak-ng" WebAssembly build)
// running as a long-lived child process. It speaks a line protocol on stdin/stdout only, so the
// server that starts it stays an independent program (see docs/decisions.md). This file, which
// imports espeak-ng, is itself under the GPL; nothing else in the product imports it.
//
// Request (one JSON line on stdin):  {"id":1,"args":["-v","yue","-w","/out.wav","[[si1]]"],"file":"/out.wav"}
// Response (stdout): 4-byte big-endian header length, the JSON header
//   {"id":1,"ok":true,"code":0,"stdout":"...","stderr":"...","size":N}, then N bytes of `file`.
import ESpeakNg from 'espeak-ng';
import { readFileSync, readdirSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const DATA = '/usr/local/share/espeak-ng-data';
const variantsDir = process.argv[2] ?? fileURLToPath(new URL('.', import.meta.url));
const wasmPath = fileURLToPath(new URL('./espeak-ng.wasm', import.meta.resolve('espeak-ng')));
const wasmModule = await WebAssembly.compile(readFileSync(wasmPath));

let wasm;
let printed = [];
let printedErr = [];
const espeak = await ESpeakNg({
  noInitialRun: true,
  instantiateWasm(imports, done) {
    WebAssembly.instantiate(wasmModule, imports).then((instance) => {
      wasm = instance.exports;
      done(instance);
    });
    return {};
  },
  print: (line) => printed.push(line),
  printErr: (line) => printedErr.push(line),
});

// Ship our voice variants (files without an extension beside this program) into espeak's data.
for (const name of readdirSync(variantsDir)) {
  if (!name.includes('.'))
    espeak.FS.writeFile(`${DATA}/voices/!v/${name}`, readFileSync(join(variantsDir, name)));
}

// espeak-ng's main() keeps global state (getopt's optind, its own tables) between calls: each
// run starts from a snapshot of the memory taken before the first one.
const snapshot = new Uint8Array(wasm.memory.buffer).slice();
const encoder = new TextEncoder();

function runMain(args) {
  new Uint8Array(wasm.memory.buffer).set(snapshot);
  const stack = wasm.stackSave();
  const argv = ['espeak-ng', ...args].map((arg) => {
    const bytes = encoder.encode(`${arg}\0`);
    const at = wasm.malloc(bytes.length);
    new Uint8Array(wasm.memory.buffer, at, bytes.length).set(bytes);
    return at;
  });
  const table = wasm.malloc(4 * (argv.length + 1));
  new Uint32Array(wasm.memory.buffer, table, argv.length + 1).set([...argv, 0]);
  try {
    return wasm.__main_argc_argv(argv.length, table);
  } catch (e) {
    // exit(n) inside espeak arrives as a thrown ExitStatus.
    if (e && typeof e === 'object' && 'status' in e) return e.status;
    throw e;
  } finally {
    wasm.stackRestore(stack);
    for (const stream of espeak.FS.streams) if (stream && stream.fd > 2) espeak.FS.close(stream);
  }
}

function reply(header, payload = new Uint8Array(0)) {
  const json = Buffer.from(JSON.stringify({ ...header, size: payload.length }));
  const len = Buffer.alloc(4);
  len.writeUInt32BE(json.length);
  process.stdout.write(Buffer.concat([len, json, payload]));
}

const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  let req;
  try {
    req = JSON.parse(line);
    printed = [];
    printedErr = [];
    const code = runMain(req.args);
    let payload;
    if (req.file) {
      try {
        payload = espeak.FS.readFile(req.file);
        espeak.FS.unlink(req.file);
      } catch {
        payload = undefined;
      }
    }
    reply(
      {
        id: req.id,
        ok: code === 0,
        code,
        stdout: printed.join('\n'),
        stderr: printedErr.join('\n'),
      },
      payload,
    );
  } catch (e) {
    reply({ id: req?.id ?? null, ok: false, code: -1, stdout: '', stderr: String(e?.stack ?? e) });
  }
});
lines.on('close', () => process.exit(0));
reply({ id: 0, ok: true, code: 0, stdout: 'ready', stderr: '' });
