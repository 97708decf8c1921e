import type { EspeakEngine } from '../espeak-engine.js';
import { EspeakBinaryEngine, findEspeakBinary } from '../espeak-binary.js';
import { EspeakWasmEngine } from '../espeak-wasm.js';

/** The espeak engines available here: the WebAssembly build always, Debian's binary when installed. */
export async function availableEngines(): Promise<EspeakEngine[]> {
  const data = await findEspeakBinary();
  return [new EspeakWasmEngine(), ...(data ? [new EspeakBinaryEngine(data)] : [])];
}
