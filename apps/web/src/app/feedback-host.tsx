import { lazy, Suspense, useSyncExternalStore } from 'react';
import { feedbackHostWanted, subscribeFeedback } from '../lib/feedback';

const Host = lazy(() =>
  import('../components/antd-root').then((m) => ({ default: m.FeedbackHost })),
);

/** Mounts antd's message and modal host the first time anything needs it (lib/feedback). */
export function LazyFeedbackHost() {
  const wanted = useSyncExternalStore(subscribeFeedback, feedbackHostWanted);
  return wanted ? (
    <Suspense>
      <Host />
    </Suspense>
  ) : null;
}
