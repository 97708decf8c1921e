import { createInterface } from 'node:readline';
import type { CliCommand } from '../cli-io.js';
import { translate } from './translate.js';

export const TRANSLATE_USAGE = `usage: yuexue-cantonese translate < lines
  Writes one line per input line: the line in colloquial written Cantonese, in its own script.\n`;

/** `yuexue-cantonese translate`: Mandarin lines on stdin → one Cantonese line each on stdout. */
export const translateCommand: CliCommand = async (args, io) => {
  if (args.length) {
    io.stderr.write(`yuexue-cantonese translate: unknown option ${args[0]}\n${TRANSLATE_USAGE}`);
    return 2;
  }
  const lines = createInterface({ input: io.stdin, crlfDelay: Infinity });
  for await (const line of lines) io.stdout.write(translate(line).output + '\n');
  return 0;
};
