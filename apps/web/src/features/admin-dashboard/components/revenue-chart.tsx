import { formatYuan } from '@yuexue/contract';
import { axisTicks } from '../lib/axis-ticks';

interface Point {
  date: string;
  amount: number;
  orders: number;
}

const W = 720;
const H = 200;
const PAD = { left: 48, right: 8, top: 12, bottom: 28 };

/** Revenue by day as plain SVG bars (no chart library); each bar has a tooltip with the figures. */
export function RevenueChart({ data }: { data: Point[] }) {
  const { top, ticks } = axisTicks(Math.max(0, ...data.map((d) => d.amount)));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = innerW / Math.max(data.length, 1);
  const barW = Math.max(2, step * 0.7);
  const y = (v: number) => PAD.top + innerH - (v / top) * innerH;
  const total = data.reduce((s, d) => s + d.amount, 0);
  return (
    <figure className="yx-revenue-chart" style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        role="img"
        aria-label={`近${data.length}天收入，共 ${formatYuan(total)}`}
        data-testid="revenue-chart"
      >
        {ticks.map((t) => (
          <g key={t.label}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(t.value)}
              y2={y(t.value)}
              stroke="#e5e5e5"
            />
            <text x={PAD.left - 6} y={y(t.value) + 4} fontSize="11" textAnchor="end" fill="#888">
              {t.label}
            </text>
          </g>
        ))}
        {data.map((d, i) => (
          <rect
            key={d.date}
            x={PAD.left + i * step + (step - barW) / 2}
            y={y(d.amount)}
            width={barW}
            height={Math.max(0, PAD.top + innerH - y(d.amount))}
            fill="#2E5366"
            rx={2}
          >
            <title>{`${d.date}：${formatYuan(d.amount)}，${d.orders} 单`}</title>
          </rect>
        ))}
        {data.map((d, i) =>
          i % 5 === 0 || i === data.length - 1 ? (
            <text
              key={d.date}
              x={PAD.left + i * step + step / 2}
              y={H - 8}
              fontSize="11"
              textAnchor="middle"
              fill="#888"
            >
              {d.date.slice(5)}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className="yx-visually-hidden">近{data.length}天每日收入（元）</figcaption>
    </figure>
  );
}
