import type { ReactNode } from 'react';
import { PageSpinner } from '../../../components/page-spinner';
import { useAuthStore } from '../../../stores/auth-store';
import { ProfileSection } from '../components/profile-section';

/**
 * public-site §2 User center. The route guard has loaded the user. Sections of later issues go
 * below the profile, in this order: current subscription and member products (membership issue),
 * third-party bindings (OAuth issue). They arrive as children, composed in app/routes/user-center-route.tsx.
 */
export function UserCenterPage({ children }: { children?: ReactNode }) {
  const user = useAuthStore((s) => s.user);
  if (!user) return <PageSpinner />;
  return (
    <div className="yx-container yx-user-center">
      <h1 className="yx-visually-hidden">用户中心</h1>
      <ProfileSection user={user} />
      {children}
    </div>
  );
}
