import { createFileRoute, notFound } from '@tanstack/react-router';
import { SignUpPage } from '@/features/auth/sign-up-page';
import { FEATURES } from '@/lib/feature-tree';
import { isFeatureOn } from '@/stores/features';

export const Route = createFileRoute('/_auth/sign-up')({
  beforeLoad: () => {
    if (!isFeatureOn(FEATURES.registration)) throw notFound();
  },
  component: SignUpPage,
});
