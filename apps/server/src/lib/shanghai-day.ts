// Daily limits, study days and order numbers count Beijing-time calendar days.
const SHANGHAI_OFFSET_MS = 8 * 3600 * 1000; // China keeps no daylight saving time.

let dayCache = { day: '', from: 0, until: -1 };

/** The Asia/Shanghai calendar day holding `now`, with the instants it starts and ends. */
function shanghaiDayRange(now: Date): { day: string; from: number; until: number } {
  const ms = now.getTime();
  // Every counted request asks; the answer changes once a day.
  if (ms >= dayCache.from && ms < dayCache.until) return dayCache;
  const day = new Date(ms + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
  const from = Date.parse(`${day}T00:00:00Z`) - SHANGHAI_OFFSET_MS;
  dayCache = { day, from, until: from + 24 * 3600 * 1000 };
  return dayCache;
}

/** The Asia/Shanghai calendar day: limits reset at 00:00 Beijing time. */
export const shanghaiDay = (now = new Date()): string => shanghaiDayRange(now).day;

/** The next 00:00 Beijing time, as an ISO instant. */
export const nextShanghaiMidnight = (now = new Date()): string =>
  new Date(shanghaiDayRange(now).until).toISOString();
