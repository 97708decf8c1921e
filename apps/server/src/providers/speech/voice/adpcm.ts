/*
 * IMA ADPCM, 4 bits a sample: the voice pack's codec. It keeps the pack near the size of the
 * source Opus files while decoding in microseconds (an Opus decoder in WebAssembly needed more
 * than the whole sentence budget for twenty syllables). Low nibble first.
 */
const STEPS = [
  7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 19, 21, 23, 25, 28, 31, 34, 37, 41, 45, 50, 55, 60, 66, 73,
  80, 88, 97, 107, 118, 130, 143, 157, 173, 190, 209, 230, 253, 279, 307, 337, 371, 408, 449, 494,
  544, 598, 658, 724, 796, 876, 963, 1060, 1166, 1282, 1411, 1552, 1707, 1878, 2066, 2272, 2499,
  2749, 3024, 3327, 3660, 4026, 4428, 4871, 5358, 5894, 6484, 7132, 7845, 8630, 9493, 10442, 11487,
  12635, 13899, 15289, 16818, 18500, 20350, 22385, 24623, 27086, 29794, 32767,
];
const INDEX_STEP = [-1, -1, -1, -1, 2, 4, 6, 8];

interface State {
  predicted: number;
  index: number;
}

function advance(state: State, code: number): number {
  const step = STEPS[state.index]!;
  let diff = step >> 3;
  if (code & 4) diff += step;
  if (code & 2) diff += step >> 1;
  if (code & 1) diff += step >> 2;
  state.predicted = Math.max(-32768, Math.min(32767, state.predicted + (code & 8 ? -diff : diff)));
  state.index = Math.max(0, Math.min(88, state.index + INDEX_STEP[code & 7]!));
  return state.predicted;
}

export function encodeAdpcm(samples: Float32Array): Uint8Array {
  const out = new Uint8Array(Math.ceil(samples.length / 2));
  const state: State = { predicted: 0, index: 0 };
  for (let i = 0; i < samples.length; i++) {
    const target = Math.round(Math.max(-1, Math.min(1, samples[i]!)) * 32767);
    const step = STEPS[state.index]!;
    let delta = target - state.predicted;
    let code = 0;
    if (delta < 0) {
      code = 8;
      delta = -delta;
    }
    if (delta >= step) {
      code |= 4;
      delta -= step;
    }
    if (delta >= step >> 1) {
      code |= 2;
      delta -= step >> 1;
    }
    if (delta >= step >> 2) code |= 1;
    advance(state, code);
    out[i >> 1]! |= i & 1 ? code << 4 : code;
  }
  return out;
}

export function decodeAdpcm(data: Uint8Array, count: number): Float32Array {
  const out = new Float32Array(count);
  const state: State = { predicted: 0, index: 0 };
  for (let i = 0; i < count; i++) {
    const byte = data[i >> 1]!;
    out[i] = advance(state, i & 1 ? byte >> 4 : byte & 15) / 32768;
  }
  return out;
}
