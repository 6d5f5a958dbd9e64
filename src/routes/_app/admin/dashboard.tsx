import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { MyMonthCard } from '@/features/my-month/my-month-card';
import { useSession } from '@/stores/session';

export const Route = createFileRoute('/_app/admin/dashboard')({
  staticData: { title: { id: 'nav.dashboard', defaultMessage: 'Dashboard' } },
  component: function Dashboard() {
    const user = useSession((state) => state.user);
    return user ? <DashboardPage user={user} month={<MyMonthCard user={user} />} /> : null;
  },
});
