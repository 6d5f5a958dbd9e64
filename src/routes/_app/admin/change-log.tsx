import { createFileRoute, notFound } from '@tanstack/react-router';
import { ChangeLogPage } from '@/features/change-log/change-log-page';
import { FEATURES } from '@/lib/feature-tree';
import { isFeatureOn } from '@/stores/features';

export const Route = createFileRoute('/_app/admin/change-log')({
  staticData: { title: { id: 'nav.changeLog', defaultMessage: 'Change log' } },
  beforeLoad: () => {
    if (!isFeatureOn(FEATURES.changeLog)) throw notFound();
  },
  component: ChangeLogPage,
});
