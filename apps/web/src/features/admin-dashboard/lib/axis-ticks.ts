/** Y-axis of a money chart in yuan: distinct "nice" ticks from 0 up to `top` (≥ the largest value). */
export interface AxisTicks {
  top: number;
  ticks: Array<{ value: number; label: string }>;
}

const MAX_INTERVALS = 4;
/** Whole yuan: the axis shows whole numbers only (issue 26: it showed 0, 0.5, 1 on a quiet day). */
const MIN_STEP = 1;

/** Smallest step of the form 1, 2 or 5 × 10ⁿ that covers `max` in at most MAX_INTERVALS steps. */
function niceStep(max: number): number {
  const raw = Math.max(max / MAX_INTERVALS, MIN_STEP);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 5, 10]) {
    const step = Number((m * magnitude).toPrecision(12));
    // The tolerance keeps float noise (e.g. 0.30000000000000004 / 3) from skipping a step.
    if (step * MAX_INTERVALS >= max * (1 - 1e-9)) return step;
  }
  return 10 * magnitude;
}

export function axisTicks(max: number): AxisTicks {
  const safeMax = Number.isFinite(max) && max > 0 ? max : 1;
  const step = niceStep(safeMax);
  const intervals = Math.max(1, Math.ceil(safeMax / step - 1e-9));
  const decimals = Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
  const ticks = Array.from({ length: intervals + 1 }, (_, i) => {
    const value = Number((i * step).toFixed(decimals));
    return { value, label: String(value) };
  });
  return { top: ticks[ticks.length - 1]!.value, ticks };
}
