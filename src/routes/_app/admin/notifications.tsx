import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotificationsPage } from '@/features/alerts/notifications-page';
import { FEATURES } from '@/lib/feature-tree';
import { isFeatureOn } from '@/stores/features';

// Its address parameters (page, unread) are read by the page itself (notifications-search.ts), so
// their rules load with it and not in the app's first file.
export const Route = createFileRoute('/_app/admin/notifications')({
  staticData: { title: { id: 'nav.notifications', defaultMessage: 'Notifications' } },
  beforeLoad: () => {
    if (!isFeatureOn(FEATURES.alerts)) throw notFound();
  },
  component: NotificationsPage,
});
