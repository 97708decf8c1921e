import { createInterface } from 'node:readline';
import { annotate } from './reading/annotate.js';
import { jyutpingToGuangzhou } from './romanize/index.js';
import type { CliCommand, CliIo } from './cli-io.js';
import { TRANSLATE_USAGE, translateCommand } from './translate/cli-command.js';

// yuexue-cantonese <command> [options]: reads text lines on stdin, writes exactly one line per input line.
// Subcommands are entries of COMMANDS, so another engine can add its own (e.g. translate).

export type { CliCommand, CliIo } from './cli-io.js';

const SYSTEMS = ['jyutping', 'guangzhou', 'guangzhou-sup'] as const;
type CliSystem = (typeof SYSTEMS)[number];

function parseAnnotateArgs(args: string[]): { system: CliSystem; json: boolean } | string {
  let system: CliSystem = 'jyutping';
  let json = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--json') json = true;
    else if (arg === '--system' || arg.startsWith('--system=')) {
      const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[++i];
      if (!SYSTEMS.includes(value as CliSystem))
        return `unknown --system ${value ?? ''} (use ${SYSTEMS.join('|')})`;
      system = value as CliSystem;
    } else return `unknown option ${arg}`;
  }
  return { system, json };
}

/** One syllable per Han character of the line ('?' if a character has no known reading). */
export function annotateLine(line: string, system: CliSystem): string[] {
  const result = annotate(line);
  const segments = result.pinyin_hongkong.segments;
  return result.candidates.map((c) => {
    const jp = segments[c.index]!.phonetic;
    if (!jp) return '?';
    return system === 'jyutping' ? jp : jyutpingToGuangzhou(jp, system === 'guangzhou-sup');
  });
}

async function forEachLine(io: CliIo, handle: (line: string) => string): Promise<void> {
  const lines = createInterface({ input: io.stdin, crlfDelay: Infinity });
  for await (const line of lines) io.stdout.write(handle(line) + '\n');
}

const annotateCommand: CliCommand = async (args, io) => {
  const parsed = parseAnnotateArgs(args);
  if (typeof parsed === 'string') {
    io.stderr.write(`yuexue-cantonese annotate: ${parsed}\n`);
    return 2;
  }
  await forEachLine(io, (line) => {
    const syllables = annotateLine(line, parsed.system);
    return parsed.json ? JSON.stringify(syllables) : syllables.join(' ');
  });
  return 0;
};

export const COMMANDS: Record<string, CliCommand> = {
  annotate: annotateCommand,
  translate: translateCommand,
};

const USAGE = `usage: yuexue-cantonese annotate [--system jyutping|guangzhou|guangzhou-sup] [--json] < lines
  Writes one line per input line: one syllable per Han character, space separated
  (with --json: a JSON array of strings); an empty line when the line has no Han character.
${TRANSLATE_USAGE}`;

export async function main(argv: string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    io.stderr.write(USAGE);
    return name === '--help' || name === '-h' ? 0 : 2;
  }
  return command(rest, io);
}
