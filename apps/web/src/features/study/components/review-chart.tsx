import type { StudyProgress } from '@yuexue/contract';

/** Reviews per day for the last 30 days, as bars; today is the last one. */
export function ReviewChart({ days, goal }: { days: StudyProgress['days']; goal: number }) {
  const top = Math.max(goal, ...days.map((d) => d.reviews), 1);
  const total = days.reduce((n, d) => n + d.reviews, 0);
  return (
    <figure className="yx-chart" data-testid="review-chart">
      <figcaption className="yx-chart__caption">近30天每日复习（共 {total} 次）</figcaption>
      <div
        className="yx-chart__bars"
        role="img"
        aria-label={`近30天每日复习次数，今天 ${days.at(-1)?.reviews ?? 0} 次`}
      >
        <span
          className="yx-chart__goal"
          style={{ bottom: `${(goal / top) * 100}%` }}
          aria-hidden="true"
        />
        {days.map((d, i) => (
          <span
            key={d.day}
            className={`yx-chart__bar${i === days.length - 1 ? ' is-today' : ''}`}
            style={{ height: `${(d.reviews / top) * 100}%` }}
            title={`${d.day}：${d.reviews} 次`}
            data-testid={i === days.length - 1 ? 'chart-today' : undefined}
            data-reviews={d.reviews}
          />
        ))}
      </div>
      <div className="yx-chart__axis" aria-hidden="true">
        <span>{days[0]?.day.slice(5)}</span>
        <span>今天</span>
      </div>
    </figure>
  );
}
