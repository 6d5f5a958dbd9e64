import { createFileRoute } from '@tanstack/react-router';
import { FeaturesPage } from '@/features/feature-flags/features-page';
import { loadFeatureTree } from '@/features/feature-flags/loaders';

export const Route = createFileRoute('/_app/admin/settings/features/')({
  staticData: { ownHeading: true },
  loader: loadFeatureTree,
  component: FeaturesPage,
});
