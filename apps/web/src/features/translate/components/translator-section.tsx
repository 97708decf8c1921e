import { ClearOutlined, CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import {
  favoriteProblem,
  LIMITS,
  MSG,
  type FavoriteAddBody,
  type PhoneticSystemName,
} from '@yuexue/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { antdLazy } from '../../../components/antd-scope';
import { PlainButton } from '../../../components/plain-button';
import { errorMessage } from '../../../lib/api-client';
import { showMessage } from '../../../lib/feedback';
import { useAuthStore } from '../../../stores/auth-store';
import {
  favoriteIdentity,
  resultFavorite,
  selectionFavorite,
  useAddFavorite,
} from '../api/add-favorite';
import { toolErrorMessage, useRunTool, type ToolKind, type ToolResult } from '../api/run-tool';
import { useSpeechPlayer } from '../../../hooks/use-speech-player';
import {
  perRequestLimit,
  showsUsageHint,
  useRecordToolUsage,
  useUsageStats,
} from '../api/usage-stats';
import { copyText, copyToClipboard } from '../lib/copy';
import { usePersistentFlag } from '../lib/use-persistent-flag';
import { IdlePanel } from './idle-panel';
import { UsageHint } from './usage-hint';
import '../translator.css';

type PanelState =
  | { status: 'idle' }
  | { status: 'loading'; kind: ToolKind }
  | { status: 'result'; result: ToolResult }
  | { status: 'error'; kind: ToolKind | 'input'; message: string };

// The result panel (antd's radio group and switch) loads with the first result, not with the page.
const ResultPanel = antdLazy(() => import('./result-panel').then((m) => m.ResultPanel));

const SPINNER = (
  <div className="yx-tool-loading" role="status" aria-label="处理中">
    <span className="yx-spinner" aria-hidden="true" />
  </div>
);

const TOAST_SECONDS = LIMITS.toastMs / 1000;
const toast = {
  success: (m: string) => showMessage('success', m, TOAST_SECONDS),
  info: (m: string) => showMessage('info', m, TOAST_SECONDS),
  warning: (m: string) => showMessage('warning', m, TOAST_SECONDS),
  error: (m: string) => showMessage('error', m, TOAST_SECONDS),
};
const KIND_TITLE: Record<ToolKind | 'input', string> = {
  translate: '翻译失败',
  phonetics: '注音失败',
  input: '请输入内容',
};

/** public-site §2 Translation tool (home): text area, Translate and Annotate, result panel, clear, usage hint. */
export function TranslatorSection() {
  const loggedIn = useAuthStore((s) => s.token !== null);
  const [text, setText] = useState('');
  const [panel, setPanel] = useState<PanelState>({ status: 'idle' });
  const [system, setSystem] = useState<PhoneticSystemName>('pinyin_num');
  const [toneColours, setToneColours] = usePersistentFlag('yx-tone-colours', true);
  const [hintOpen, setHintOpen] = useState(false);
  const stats = useUsageStats();
  const recordUsage = useRecordToolUsage();
  const run = useRunTool();
  const favorite = useAddFavorite();

  const speech = useSpeechPlayer(toast.error);
  const closeHint = useCallback(() => setHintOpen(false), []);
  const outputRef = useRef<HTMLDivElement>(null);
  const revealResult = useRef(false);
  // On a phone the panel sits below the text area: bring a new result into view once it is laid
  // out with the usage hint that opens above it (measured before, the hint pushed it back down).
  useEffect(() => {
    if (panel.status !== 'result' || !revealResult.current) return;
    revealResult.current = false;
    const box = outputRef.current?.getBoundingClientRect();
    if (box && box.top > window.innerHeight * 0.6)
      outputRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [panel]);

  const length = [...text].length;
  const limit = perRequestLimit(stats.data);
  const over = length > limit;
  const loading = panel.status === 'loading';

  const start = (kind: ToolKind) => {
    if (!text.trim()) {
      setPanel({ status: 'error', kind: 'input', message: MSG.language.blank });
      return;
    }
    setHintOpen(false);
    setPanel({ status: 'loading', kind });
    ResultPanel.preload();
    run.mutate(
      { kind, text },
      {
        onSuccess: (result) => {
          setPanel({ status: 'result', result });
          revealResult.current = true;
          recordUsage(result.kind, result.usage);
          if (showsUsageHint(result.usage.role)) setHintOpen(true);
        },
        onError: (err) => {
          setPanel({ status: 'error', kind, message: toolErrorMessage(kind, err) });
          void stats.refetch();
        },
      },
    );
  };

  const clear = () => {
    setText('');
    setHintOpen(false);
    setPanel({ status: 'idle' });
  };

  // The whole results saved in this visit: their button says so instead of offering to save again.
  const [saved, setSaved] = useState<ReadonlySet<string>>(new Set());
  const save = (body: FavoriteAddBody, failure: string) => {
    if (!loggedIn) return toast.warning(MSG.favorites.loginRequired);
    const problem = favoriteProblem(body);
    if (problem) return toast.warning(problem);
    favorite.mutate(body, {
      onSuccess: (res) => {
        if (res.message) toast.info(res.message);
        else toast.success(MSG.favorites.favorited);
        setSaved((s) => new Set(s).add(favoriteIdentity(body)));
      },
      onError: (err) => toast.error(errorMessage(err, failure)),
    });
  };

  const result = panel.status === 'result' ? panel.result : null;

  const copy = async () => {
    if (!result) return;
    const ok = await copyToClipboard(
      copyText(result.output, system, result.phonetics[system].text),
    );
    if (ok) toast.success(MSG.translator.copied);
    else toast.error(MSG.translator.copyFailed);
  };

  const playAll = () => {
    if (!result?.output.trim()) return toast.warning(MSG.speech.nothingToRead);
    // The readings shown are the ones spoken (a polyphone as displayed, the admin's overrides).
    const readings = result.phonetics.pinyin_hongkong.segments
      .filter((s) => s.phonetic && /^\p{Script=Han}$/u.test(s.character))
      .map((s) => s.phonetic)
      .join(' ');
    void speech.play(result.output, 'post', 'all', readings || undefined, { follow: true });
  };

  const ipBlocked =
    stats.error && 'code' in stats.error && stats.error.code === 'ip_blocked'
      ? stats.error.message
      : null;

  return (
    <section className="yx-translator" aria-labelledby="translator-title">
      <div className="yx-container">
        <h2 id="translator-title" className="yx-translator__title">
          普通话 → 粤语 翻译与注音
        </h2>
        <div className="yx-translator__grid">
          <div className="yx-translator__input">
            <label htmlFor="translator-text" className="yx-visually-hidden">
              要翻译或注音的中文
            </label>
            <textarea
              id="translator-text"
              className={
                over
                  ? 'yx-textarea yx-translator__text is-error'
                  : 'yx-textarea yx-translator__text'
              }
              rows={5}
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !loading) start('translate');
              }}
              placeholder="输入普通话，例如：他们在吃饭"
              aria-invalid={over || undefined}
              aria-describedby="translator-count"
            />
            <div className="yx-translator__meta">
              <span
                id="translator-count"
                className={over ? 'yx-translator__count is-over' : 'yx-translator__count'}
                aria-live="polite"
              >
                {length} / {limit}
                {over && (
                  <span className="yx-translator__over">{MSG.translator.overLimit(limit)}</span>
                )}
              </span>
              <span className="yx-translator__shortcut">Ctrl + Enter 翻译</span>
            </div>
            {ipBlocked && (
              <div className="yx-alert yx-translator__blocked" role="alert">
                <CloseCircleFilled className="yx-alert__icon is-error" />
                <div className="yx-alert__body">{ipBlocked}</div>
              </div>
            )}
            <div className="yx-translator__buttons">
              <PlainButton
                variant="primary"
                size="large"
                onClick={() => start('translate')}
                disabled={loading}
                loading={panel.status === 'loading' && panel.kind === 'translate'}
              >
                翻译
              </PlainButton>
              <PlainButton
                size="large"
                onClick={() => start('phonetics')}
                disabled={loading}
                loading={panel.status === 'loading' && panel.kind === 'phonetics'}
              >
                注音
              </PlainButton>
              <PlainButton
                size="large"
                variant="text"
                icon={<ClearOutlined />}
                onClick={clear}
                disabled={loading || (!text && panel.status === 'idle')}
              >
                清空
              </PlainButton>
            </div>
            {hintOpen && stats.data && <UsageHint stats={stats.data} onClose={closeHint} />}
          </div>

          <div
            ref={outputRef}
            className="yx-translator__output"
            aria-live="polite"
            aria-busy={loading}
          >
            {panel.status === 'idle' && <IdlePanel />}
            {panel.status === 'loading' && SPINNER}
            {panel.status === 'error' && (
              <div
                className={`yx-alert yx-alert--with-description${panel.kind === 'input' ? ' is-warning' : ''}`}
                role="alert"
                data-testid="translator-error"
              >
                {panel.kind === 'input' ? (
                  <ExclamationCircleFilled className="yx-alert__icon is-warning" />
                ) : (
                  <CloseCircleFilled className="yx-alert__icon is-error" />
                )}
                <div className="yx-alert__body">
                  <div className="yx-alert__title">{KIND_TITLE[panel.kind]}</div>
                  <div>{panel.message}</div>
                </div>
              </div>
            )}
            {result && (
              <ResultPanel
                fallback={SPINNER}
                result={result}
                system={system}
                onSystem={setSystem}
                toneColours={toneColours}
                onToneColours={setToneColours}
                speech={speech}
                onPlayAll={playAll}
                onSpeakSegment={(i) => {
                  const seg = result.phonetics.pinyin_hongkong.segments[i];
                  // A Han character is spoken in the reading shown (行 in 银行 → hong4, not haang4).
                  if (seg?.phonetic)
                    void speech.play(
                      seg.character,
                      'get',
                      `seg:${i}`,
                      /^\p{Script=Han}$/u.test(seg.character) ? seg.phonetic : undefined,
                    );
                }}
                onCopy={() => void copy()}
                onFavorite={() => save(resultFavorite(result, system), MSG.favorites.failedLater)}
                onFavoriteSelection={(indexes) =>
                  save(selectionFavorite(result, system, indexes), MSG.favorites.selectionFailed)
                }
                favoriting={favorite.isPending}
                favorited={saved.has(favoriteIdentity(resultFavorite(result, system)))}
              />
            )}
          </div>
        </div>
        <audio
          ref={speech.audioRef}
          onEnded={speech.onEnded}
          data-testid="translator-audio"
          hidden
        />
      </div>
    </section>
  );
}
