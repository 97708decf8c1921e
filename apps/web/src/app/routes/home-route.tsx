import { antdLazy } from '../../components/antd-scope';
import { Reserve, WhenNear } from '../../components/when-near';
import { Hero } from '../../features/home/components/hero';
import { TranslatorSection } from '../../features/translate/components/translator-section';

// Below the first screen, drawn with antd: its code, data and rendering come when the reader scrolls near it.
const HomeBelowTheFold = antdLazy(() => import('./home-below-the-fold').then((m) => m.default));

/** About the height of the article zone and video section, held while they load. */
const BELOW_THE_FOLD_HEIGHT = 1200;

/**
 * public-site §2 Home. Each later feature adds its own <section> here, in this order, below the
 * hero: the translation tool (features/translate), the article zone, the video section. The
 * first screen (hero, translation tool) is drawn without antd.
 */
export function HomeRoute() {
  return (
    <div className="yx-home">
      <Hero />
      <TranslatorSection />
      <WhenNear minHeight={BELOW_THE_FOLD_HEIGHT}>
        <HomeBelowTheFold fallback={<Reserve minHeight={BELOW_THE_FOLD_HEIGHT} />} />
      </WhenNear>
    </div>
  );
}
