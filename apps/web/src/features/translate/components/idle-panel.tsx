import { isSafeUrl } from '@yuexue/contract';
import { useGeneralSettings } from '../../../lib/site-settings';

/** Before any result: the two QR codes of the general settings with their multi-line captions (public-site §2). */
export function IdlePanel() {
  const s = useGeneralSettings();
  const codes = [
    { image: s.homepage_qr_image1, caption: s.homepage_qr_desc1 },
    { image: s.homepage_qr_image2, caption: s.homepage_qr_desc2 },
  ].filter((c) => c.image && isSafeUrl(c.image));
  return (
    <div className="yx-tool-idle" data-testid="translator-idle">
      <p className="yx-tool-idle__hint">
        输入普通话，点「翻译」得到地道粤语口语；点「注音」为原文逐字标注粤语读音。
      </p>
      {codes.length > 0 && (
        <div className="yx-tool-idle__codes">
          {codes.map((c, i) => (
            <figure key={i} className="yx-tool-idle__qr">
              <img
                src={c.image}
                alt={c.caption.replace(/\s+/g, ' ')}
                width={132}
                height={132}
                loading="lazy"
              />
              <figcaption>{c.caption}</figcaption>
            </figure>
          ))}
        </div>
      )}
    </div>
  );
}
