import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { okSchema, studyCountSchema } from '@yuexue/contract';
import { apiGet } from '../lib/api-client';
import { useAuthStore } from '../stores/auth-store';
import './study-nav-link.css';

/** The query key every study screen refreshes after a grade or a new card. */
export const STUDY_COUNT_KEY = ['study', 'count'] as const;
const countResponse = okSchema(studyCountSchema);

/** GET /study/count: the cards due now; a grade writes its answer's count here. */
export function useStudyDueCount(enabled: boolean) {
  return useQuery({
    queryKey: STUDY_COUNT_KEY,
    queryFn: async () => countResponse.parse(await apiGet<unknown>('/study/count')).data.due_count,
    enabled,
    staleTime: 60_000,
  });
}

/** The navbar's 学习 entry: with the number of cards due for a signed-in learner; guests see the invitation page. */
export function StudyNavLink() {
  const signedIn = useAuthStore((s) => s.user !== null);
  const { pathname } = useLocation();
  const count = useStudyDueCount(signedIn);
  const due = signedIn ? (count.data ?? 0) : 0;
  return (
    <Link
      to="/study"
      className={`yx-study-link${pathname.startsWith('/study') ? ' is-active' : ''}`}
      aria-label={due > 0 ? `学习，${due} 张卡片待复习` : '学习'}
      data-testid="study-nav-link"
    >
      学习
      {due > 0 && (
        <span className="yx-study-link__badge" aria-hidden="true" data-testid="study-due-badge">
          {due > 99 ? '99+' : due}
        </span>
      )}
    </Link>
  );
}
