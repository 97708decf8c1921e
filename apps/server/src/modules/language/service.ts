import {
  annotate,
  buildOverrideSet,
  buildTranslationTables,
  correctText,
  phoneticRecordToOverride,
  translate,
  type AnnotateResult,
  type CompiledTables,
  type OverrideSet,
} from '@yuexue/cantonese';
import type { translateResponse } from '@yuexue/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { runInSteps } from '../../lib/run-in-steps.js';
import { createLanguageRepo } from './repo.js';
import type { LlmRefiner } from '../../providers/llm/openai-compatible.js';

interface Loaded {
  version: number;
  overrides: OverrideSet;
  tables: CompiledTables;
}

function* asOverrides(rows: Iterable<Parameters<typeof phoneticRecordToOverride>[0]>) {
  for (const row of rows) yield phoneticRecordToOverride(row);
}

/** POST /translate's answer as the contract names it, without the envelope's status and usage. */
export type Translation = Omit<z.infer<typeof translateResponse>, 'status' | 'usage'>;

/** The three reading systems of an annotation, as the answers carry them. */
export const phoneticResults = ({ pinyin_num, pinyin_upper, pinyin_hongkong }: AnnotateResult) => ({
  pinyin_num,
  pinyin_upper,
  pinyin_hongkong,
});

/**
 * The language engine fed with the admin's records. Each call checks the data version (one
 * primary-key read) and rebuilds the override set and translation tables when it changed,
 * so an edit made through any instance applies to the very next request everywhere.
 */
export function createLanguageService(db: Db, options: { llm?: LlmRefiner } = {}) {
  const repo = createLanguageRepo(db);
  let loaded: Loaded | undefined;
  let loading: Promise<Loaded> | undefined;

  async function load(version: number): Promise<Loaded> {
    const [phonetic, translation] = await Promise.all([
      repo.allPhoneticRecords(),
      repo.allTranslationRecords(),
    ]);
    const overrides = await runInSteps(buildOverrideSet(asOverrides(phonetic)));
    const tables = await runInSteps(
      buildTranslationTables({
        input: translation.filter((r) => r.type === 'translate_input'),
        output: translation.filter((r) => r.type === 'translate_output'),
      }),
    );
    return { version, overrides, tables };
  }

  /** `knownVersion` lets a caller that already read the version (in its own query) skip ours. */
  async function current(knownVersion?: number): Promise<Loaded> {
    const version = knownVersion ?? (await repo.version());
    if (loaded && loaded.version === version) return loaded;
    if (!loading) {
      loading = load(version).finally(() => {
        loading = undefined;
      });
    }
    const next = await loading;
    if (!loaded || next.version >= loaded.version) loaded = next;
    return loaded;
  }

  return {
    async annotate(text: string, knownVersion?: number): Promise<AnnotateResult> {
      const { overrides } = await current(knownVersion);
      return annotate(text, { overrides });
    },
    /** The translation in the contract's shape (optimized_output, phonetic_results, changes, provider). */
    async translate(text: string, knownVersion?: number): Promise<Translation> {
      const { overrides, tables } = await current(knownVersion);
      const result = translate(text, { tables });
      let output = result.output;
      let provider: 'rules' | 'llm' = 'rules';
      // An exact admin record is the answer; otherwise the model may polish the engine's draft.
      if (options.llm && !result.changes.some((c) => c.rule === 'admin:exact')) {
        const refined = await options.llm.refine({
          source: text,
          draft: result.output,
          hints: result.changes.map(({ from, to }) => ({ from, to })),
        });
        if (refined) {
          // The admin's output corrections win over the model too.
          output = correctText(refined, tables);
          provider = 'llm';
        }
      }
      return {
        optimized_output: output,
        phonetic_results: phoneticResults(annotate(output, { overrides })),
        changes: result.changes,
        provider,
      };
    },
    /** The compiled admin records as the engine uses them now, for lookups that are not a whole text (the dictionary). */
    async records(): Promise<{ overrides: OverrideSet; tables: CompiledTables }> {
      const { overrides, tables } = await current();
      return { overrides, tables };
    },
    /** Records the engine refused (bad Jyutping, wrong syllable count), for the back office to show. */
    async rejectedOverrides() {
      return (await current()).overrides.rejected;
    },
  };
}
export type LanguageService = ReturnType<typeof createLanguageService>;
