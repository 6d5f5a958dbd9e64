import { createFileRoute } from '@tanstack/react-router';
import { recordRouteOptions } from '@/crud/route-options';
import { FeaturePage } from '@/features/feature-flags/feature-page';
import { loadFeature } from '@/features/feature-flags/loaders';

export const Route = createFileRoute('/_app/admin/settings/features/$id')({
  ...recordRouteOptions,
  loader: (ctx) => loadFeature(ctx.params.id, ctx),
  component: function FeatureRoute() {
    return <FeaturePage feature={Route.useLoaderData()} />;
  },
});
