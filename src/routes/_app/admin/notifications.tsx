import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotificationsPage, validateNotificationsSearch } from '@/features/alerts/notifications-page';
import { FEATURES } from '@/lib/feature-tree';
import { isFeatureOn } from '@/stores/features';

export const Route = createFileRoute('/_app/admin/notifications')({
  staticData: { title: { id: 'nav.notifications', defaultMessage: 'Notifications' } },
  validateSearch: validateNotificationsSearch,
  beforeLoad: () => {
    if (!isFeatureOn(FEATURES.alerts)) throw notFound();
  },
  component: function Notifications() {
    return <NotificationsPage search={Route.useSearch()} />;
  },
});
