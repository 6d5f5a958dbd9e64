// Where the sign-in and sign-up pages put the providers' buttons: only with the social-login feature
// on and in cookie mode (the backend's callback signs in with the session; token mode has no social
// sign-in), loaded on demand so that the pages' first load stays small. Off, a `social_error` in the
// address is ignored: the page is the plain sign-in page.
import { lazy, Suspense } from 'react';
import { getConfig } from '@/lib/config';
import { FEATURES } from '@/lib/feature-tree';
import { useFeature } from '@/stores/features';
import type { SocialSignInProps } from './social-sign-in';

const SocialSignIn = lazy(() => import('./social-sign-in'));

export function SocialSignInSlot(props: SocialSignInProps) {
  const on = useFeature(FEATURES.socialLogin);
  if (!on || getConfig().authenticateWithToken) return null;
  return (
    <Suspense fallback={null}>
      <SocialSignIn {...props} />
    </Suspense>
  );
}
