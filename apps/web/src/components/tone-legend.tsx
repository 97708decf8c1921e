import { TONES } from '@yuexue/contract';

/** What the six tone colours mean. */
export function ToneLegend() {
  return (
    <ul className="yx-tone-legend" aria-label="声调颜色说明">
      {TONES.map((t) => (
        <li key={t.tone} className={`yx-tone-${t.tone}`}>
          <strong>{t.tone}</strong> {t.name}
          <span className="yx-tone-legend__contour">{t.contour}</span>
        </li>
      ))}
    </ul>
  );
}
