import type { Readable, Writable } from 'node:stream';

/** The streams a CLI subcommand reads and writes. */
export interface CliIo {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
}

/** A subcommand of `yuexue-cantonese`: its arguments and streams in, its exit code out. */
export type CliCommand = (args: string[], io: CliIo) => Promise<number>;
