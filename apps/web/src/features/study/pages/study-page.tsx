import { Link, useSearchParams } from 'react-router';
import { MSG } from '@yuexue/contract';
import { loginPathFor } from '../../../lib/api-client';
import { useAuthStore } from '../../../stores/auth-store';
import { ProgressPanel } from '../components/progress-panel';
import { ReviewSession } from '../components/review-session';
import { ToneDrill } from '../components/tone-drill';
import '../study.css';

const TABS = [
  { key: 'review', label: '复习' },
  { key: 'tones', label: '声调练习' },
  { key: 'progress', label: '进度' },
] as const;
type Tab = (typeof TABS)[number]['key'];

/** /study: review, tone drill and progress. Guests are invited to sign up. */
export function StudyPage() {
  const signedIn = useAuthStore((s) => s.token !== null);
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.some((t) => t.key === params.get('tab'))
    ? (params.get('tab') as Tab)
    : 'review';

  if (!signedIn)
    return (
      <main className="yx-study">
        <div className="yx-study-empty" data-testid="study-invite">
          <h1>学习</h1>
          <p>{MSG.study.guestInvite}</p>
          <p className="yx-study-invite__actions">
            <Link className="yx-btn yx-btn--primary yx-btn--large" to="/register">
              免费注册
            </Link>
            <Link className="yx-btn yx-btn--default yx-btn--large" to={loginPathFor('/study')}>
              登录
            </Link>
          </p>
        </div>
      </main>
    );

  return (
    <main className="yx-study">
      <h1 className="yx-visually-hidden">学习</h1>
      <div className="yx-study-tabs" role="tablist" aria-label="学习">
        {TABS.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`study-tab-${t.key}`}
            aria-selected={tab === t.key}
            aria-controls="study-panel"
            className={tab === t.key ? 'is-active' : undefined}
            onClick={() => setParams(t.key === 'review' ? {} : { tab: t.key }, { replace: true })}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id="study-panel" role="tabpanel" aria-labelledby={`study-tab-${tab}`}>
        {tab === 'review' && <ReviewSession />}
        {tab === 'tones' && <ToneDrill />}
        {tab === 'progress' && <ProgressPanel />}
      </div>
    </main>
  );
}
