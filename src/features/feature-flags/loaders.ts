// The feature pages' loaders: features.view or the 404 page (like the engine's requireAccess), and
// a fresh tree put in the shell's store, which the pages read.
import { notFound } from '@tanstack/react-router';
import { readable } from '@/api/crud';
import type { Feature } from '@/api/models';
import { fetchFeatureTree } from '@/api/settings';
import { hasPermission } from '@/lib/permissions';
import { orNotFound } from '@/api/errors';
import type { RouterContext } from '@/lib/router-context';
import { setFeatureTree } from '@/stores/features';

const features = readable('/api/v1/features');

async function requireFeaturesView(context: RouterContext): Promise<void> {
  const user = await context.sessionReady();
  if (!hasPermission(user, 'features.view')) throw notFound();
}

export async function loadFeatureTree({ context }: { context: RouterContext }): Promise<void> {
  await requireFeaturesView(context);
  setFeatureTree(await fetchFeatureTree());
}

export async function loadFeature(id: number, { context, abortController }: { context: RouterContext; abortController: AbortController }): Promise<Feature> {
  await requireFeaturesView(context);
  const [feature, tree] = await Promise.all([orNotFound(features.get(id, abortController.signal)), fetchFeatureTree()]);
  setFeatureTree(tree);
  return feature;
}
