import { CrownOutlined } from '@ant-design/icons';
import { MSG } from '@yuexue/contract';
import { useLocation, useNavigate } from 'react-router';
import { PlainButton } from '../../../components/plain-button';
import { loginPathFor } from '../../../lib/api-client';
import { useAuthStore } from '../../../stores/auth-store';

/** Under a body cut to the reader's role: the membership call to action (the user center sells memberships). */
export function MemberCta() {
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useAuthStore((s) => s.token !== null);
  return (
    <aside className="yx-member-cta" aria-label="试读提示">
      <CrownOutlined className="yx-member-cta__icon" aria-hidden="true" />
      <p className="yx-member-cta__text">{MSG.content.readMoreCta}</p>
      <div className="yx-member-cta__actions">
        <PlainButton variant="primary" onClick={() => void navigate('/user-center')}>
          开通会员
        </PlainButton>
        {!loggedIn && (
          <PlainButton onClick={() => void navigate(loginPathFor(location.pathname))}>
            已是会员？登录
          </PlainButton>
        )}
      </div>
    </aside>
  );
}
