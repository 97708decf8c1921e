import { DashboardStats } from '../../features/admin-dashboard/components/dashboard-stats';
import { DashboardPage } from '../../features/admin/pages/dashboard-page';
import { useAuthStore } from '../../stores/auth-store';

/** /admin: the welcome card, then (for admins) the figures of the dashboard. */
export function AdminDashboardRoute() {
  const user = useAuthStore((s) => s.user);
  return (
    <>
      {user?.role_code === 'admin' ? <DashboardStats /> : null}
      <div style={{ marginTop: 16 }}>
        <DashboardPage />
      </div>
    </>
  );
}
