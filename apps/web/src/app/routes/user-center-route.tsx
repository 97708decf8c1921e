import { MembershipSection } from '../../features/membership/components/membership-section';
import { SocialBindings } from '../../features/social-login/components/social-bindings';
import { UserCenterPage } from '../../features/user-center/pages/user-center-page';
import { useAuthStore } from '../../stores/auth-store';

/** public-site §2 User center: the profile, the membership section (subscription, products, payment), then third-party bindings. */
export function UserCenterRoute() {
  const user = useAuthStore((s) => s.user);
  return (
    <UserCenterPage>
      {user ? (
        <>
          <MembershipSection user={user} />
          <SocialBindings user={user} />
        </>
      ) : null}
    </UserCenterPage>
  );
}
