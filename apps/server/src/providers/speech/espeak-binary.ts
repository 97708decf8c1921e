import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, symlink, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  ESPEAK_ASSETS_DIR,
  ESPEAK_VARIANT,
  espeakVoiceArgs,
  type EspeakEngine,
  type EspeakRun,
} from './espeak-engine.js';

const run = promisify(execFile);

/** Where the installed espeak-ng keeps its data, or null when no espeak-ng binary is installed. */
export async function findEspeakBinary(): Promise<string | null> {
  try {
    const { stdout } = await run('espeak-ng', ['--version'], { timeout: 5000 });
    return /Data at:\s*(\S+)/.exec(stdout)?.[1] ?? null;
  } catch {
    return null;
  }
}

/**
 * espeak-ng only finds voice variants inside its data directory. We point it (--path) at a
 * directory of links to the system data plus our variant, built once per variant content.
 */
async function dataRootWithVariant(systemData: string, parent: string): Promise<string> {
  const variant = await readFile(join(ESPEAK_ASSETS_DIR, ESPEAK_VARIANT));
  const tag = createHash('sha256').update(systemData).update(variant).digest('hex').slice(0, 12);
  const root = join(parent, `yuexue-espeak-${tag}`);
  const data = join(root, 'espeak-ng-data');
  await mkdir(join(data, 'voices', '!v'), { recursive: true });
  for (const entry of await readdir(systemData)) {
    if (entry === 'voices') continue;
    await symlink(join(systemData, entry), join(data, entry)).catch((e: NodeJS.ErrnoException) => {
      if (e.code !== 'EEXIST') throw e;
    });
  }
  const target = join(data, 'voices', '!v', ESPEAK_VARIANT);
  const temp = `${target}.${process.pid}.tmp`;
  await writeFile(temp, variant);
  await rename(temp, target);
  return root;
}

export class EspeakBinaryEngine implements EspeakEngine {
  readonly kind = 'binary';
  private root: Promise<string> | undefined;

  constructor(
    private readonly systemData: string,
    /** Where the --path folder is made. */
    private readonly parentDir = tmpdir(),
  ) {}

  synthesize(r: EspeakRun, signal?: AbortSignal): Promise<Buffer> {
    return this.exec([...espeakVoiceArgs(r), '--stdout', r.input], signal);
  }

  async trace(r: EspeakRun, signal?: AbortSignal): Promise<string> {
    return (await this.exec([...espeakVoiceArgs(r), '-q', '-x', r.input], signal)).toString('utf8');
  }

  async warmUp(): Promise<void> {
    await this.dataRoot();
  }

  /** The --path folder: links to the system data plus our variant. */
  dataRoot(): Promise<string> {
    return (this.root ??= dataRootWithVariant(this.systemData, this.parentDir));
  }

  async close(): Promise<void> {}

  private async exec(args: string[], signal?: AbortSignal): Promise<Buffer> {
    let root = await this.dataRoot();
    // espeak silently ignores a missing variant: rebuild if something cleaned the temporary directory.
    if (!existsSync(join(root, 'espeak-ng-data', 'voices', '!v', ESPEAK_VARIANT)))
      root = await (this.root = dataRootWithVariant(this.systemData, this.parentDir));
    return new Promise((resolve, reject) => {
      const child = spawn('espeak-ng', ['--path', root, ...args], {
        signal,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      child.stdout.on('data', (b: Buffer) => out.push(b));
      child.stderr.on('data', (b: Buffer) => err.push(b));
      child.on('error', reject);
      child.on('close', (code) => {
        if (code === 0) resolve(Buffer.concat(out));
        else
          reject(
            new Error(
              `espeak-ng exited with ${code}: ${Buffer.concat(err).toString('utf8').trim()}`,
            ),
          );
      });
    });
  }
}
