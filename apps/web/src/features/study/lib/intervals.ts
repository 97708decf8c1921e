/** A grade button's interval in words: 1分钟, 10分钟, 3小时, 2天, 1.5个月, 1.2年. */
export function intervalText(seconds: number): string {
  const minutes = seconds / 60;
  if (minutes < 1) return '<1分钟';
  if (minutes < 60) return `${Math.round(minutes)}分钟`;
  const hours = minutes / 60;
  if (hours < 24) return `${Math.round(hours)}小时`;
  const days = hours / 24;
  if (days < 30) return `${Math.round(days)}天`;
  if (days < 365) return `${trim(days / 30)}个月`;
  return `${trim(days / 365)}年`;
}
const trim = (n: number) => String(Math.round(n * 10) / 10);
