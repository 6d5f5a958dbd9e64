import { createFileRoute } from '@tanstack/react-router';
import { MyMonthPage } from '@/features/my-month/my-month-page';
import { useSession } from '@/stores/session';

// Its `month` parameter (YYYY-MM) is read by the page itself (features/my-month/month.ts), so its
// rules load with it and not in the app's first file.
export const Route = createFileRoute('/_app/admin/my-month')({
  staticData: { title: { id: 'nav.myMonth', defaultMessage: 'My month' } },
  component: function MyMonth() {
    const user = useSession((state) => state.user);
    return user ? <MyMonthPage user={user} /> : null;
  },
});
