import { useState } from 'react';
import { STUDY_LIMITS, TONES } from '@yuexue/contract';
import { errorMessage } from '../../../lib/api-client';
import { showError, showMessage } from '../../../lib/feedback';
import { useStudyProgress } from '../api/progress';
import { useSaveStudySettings, useStudySettings } from '../api/settings';
import { ReviewChart } from './review-chart';

const percent = (n: number) => `${Math.round(n * 100)}%`;

/** 进度: the 30-day chart, cards by state, streak, retention, per-tone accuracy and the daily goal. */
export function ProgressPanel() {
  const progress = useStudyProgress();
  const settings = useStudySettings();
  const save = useSaveStudySettings();
  const [goal, setGoal] = useState<string | null>(null);

  if (progress.isPending) return <p className="yx-study-empty">正在统计…</p>;
  if (progress.isError)
    return (
      <p className="yx-study-empty">{errorMessage(progress.error, '进度加载失败，请稍后重试')}</p>
    );
  const p = progress.data;
  const saveGoal = () =>
    save.mutate(
      { daily_goal: Number(goal ?? p.daily_goal) },
      {
        onSuccess: (r) => showMessage('success', r.message ?? '已保存'),
        onError: (err) => showError(errorMessage(err, '保存失败')),
      },
    );
  return (
    <div className="yx-progress" data-testid="study-progress">
      <div className="yx-progress__tiles">
        <div className="yx-tile">
          <span className="yx-tile__label">今日复习</span>
          <strong data-testid="progress-today">{p.reviewed_today}</strong>
          <span className="yx-tile__note">目标 {p.daily_goal}</span>
        </div>
        <div className="yx-tile">
          <span className="yx-tile__label">连续学习</span>
          <strong>{p.streak}</strong>
          <span className="yx-tile__note">天</span>
        </div>
        <div className="yx-tile">
          <span className="yx-tile__label">记忆保持率</span>
          <strong>{p.retention === null ? '—' : percent(p.retention)}</strong>
          <span className="yx-tile__note">近30天</span>
        </div>
        <div className="yx-tile">
          <span className="yx-tile__label">卡片</span>
          <strong>{p.cards.new + p.cards.learning + p.cards.mature}</strong>
          <span className="yx-tile__note">
            新 {p.cards.new} · 学习中 {p.cards.learning} · 已掌握 {p.cards.mature}
          </span>
        </div>
      </div>

      <ReviewChart days={p.days} goal={p.daily_goal} />

      <section className="yx-progress__tones" aria-labelledby="tone-accuracy">
        <h3 id="tone-accuracy">各声调正确率（声调练习）</h3>
        <ul>
          {TONES.map((t) => {
            const row = p.tones.find((x) => x.tone === t.tone);
            const share = row && row.total ? row.right / row.total : null;
            return (
              <li key={t.tone}>
                <span className={`yx-progress__tone yx-tone-${t.tone}`}>
                  {t.tone} {t.name}
                </span>
                <span className="yx-progress__meter" aria-hidden="true">
                  <span style={{ width: share === null ? 0 : percent(share) }} />
                </span>
                <span>
                  {share === null ? '未练习' : `${percent(share)}（${row!.right}/${row!.total}）`}
                </span>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="yx-progress__settings" aria-labelledby="goal-title">
        <h3 id="goal-title">每日目标</h3>
        <label className="yx-progress__goal">
          每天复习
          <input
            type="number"
            inputMode="numeric"
            min={STUDY_LIMITS.dailyGoal.min}
            max={STUDY_LIMITS.dailyGoal.max}
            value={goal ?? settings.data?.daily_goal ?? p.daily_goal}
            onChange={(e) => setGoal(e.target.value)}
          />
          张
        </label>
        <button
          type="button"
          className="yx-review__reveal"
          onClick={saveGoal}
          disabled={save.isPending}
        >
          保存
        </button>
        <label className="yx-progress__auto">
          <input
            type="checkbox"
            checked={settings.data?.auto_add ?? true}
            disabled={!settings.data || save.isPending}
            onChange={(e) =>
              save.mutate(
                { auto_add: e.target.checked },
                { onError: (err) => showError(errorMessage(err, '保存失败')) },
              )
            }
          />
          新收藏自动加入学习
        </label>
      </section>
    </div>
  );
}
