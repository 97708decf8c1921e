export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export interface RefineInput {
  /** The user's Mandarin. */
  source: string;
  /** The rule engine's Cantonese draft. */
  draft: string;
  /** Word mappings the engine applied (Mandarin → Cantonese), as hints. */
  hints: Array<{ from: string; to: string }>;
}

const SYSTEM_PROMPT = [
  '你是粤语（广州话/香港口语）母语者和翻译。把用户给出的普通话句子改写成地道、自然的粤语口语书面形式。',
  '要求：保留原文的字体（简体输入用简体粤字，繁体输入用繁体粤字）；保留标点、数字、英文和换行；',
  '不要解释，不要加引号，不要输出任何其他内容，只输出译文。',
  '参考：规则引擎已给出草稿和词汇对应，草稿通常可靠，只在更地道时才修改。',
].join('');

export function buildMessages(input: RefineInput) {
  const hints = input.hints.length
    ? input.hints.map((h) => `${h.from}→${h.to}`).join('，')
    : '（无）';
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    {
      role: 'user',
      content: `普通话原文：${input.source}\n规则引擎草稿：${input.draft}\n词汇对应：${hints}`,
    },
  ];
}

/** Accepts the model's answer only if it looks like a translation of this input, not chatter. */
export function acceptAnswer(answer: string | undefined, input: RefineInput): string | undefined {
  if (typeof answer !== 'string') return undefined;
  let text = answer
    .trim()
    .replace(/^["“「『]+|["”」』]+$/g, '')
    .trim();
  if (text.startsWith('译文：') || text.startsWith('譯文：')) text = text.slice(3).trim();
  if (!text || text.includes('```')) return undefined;
  const n = [...input.source].length;
  if ([...text].length > Math.max(n * 3, n + 40)) return undefined;
  return text;
}

/**
 * An OpenAI-compatible chat-completions client used to polish the rule engine's draft.
 * Any failure (network, status, timeout, unusable answer) returns undefined: the caller keeps the draft.
 */
export function createLlmRefiner(config: LlmConfig, fetchImpl: typeof fetch = fetch) {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    async refine(input: RefineInput): Promise<string | undefined> {
      try {
        const res = await fetchImpl(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
          body: JSON.stringify({
            model: config.model,
            temperature: 0.2,
            max_tokens: 1024,
            messages: buildMessages(input),
          }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        if (!res.ok) return undefined;
        const body = (await res.json()) as { choices?: Array<{ message?: { content?: string } }> };
        return acceptAnswer(body.choices?.[0]?.message?.content, input);
      } catch {
        return undefined;
      }
    },
  };
}
export type LlmRefiner = ReturnType<typeof createLlmRefiner>;

export function llmConfigFromEnv(env: NodeJS.ProcessEnv = process.env): LlmConfig | undefined {
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) return undefined;
  return {
    baseUrl: env.LLM_BASE_URL,
    apiKey: env.LLM_API_KEY ?? '',
    model: env.LLM_MODEL,
    timeoutMs: Number(env.LLM_TIMEOUT_MS ?? 8000),
  };
}
