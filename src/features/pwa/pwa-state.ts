// What the service worker reports (production builds only): a new version waiting, and how to
// switch to it. The demo build registers MSW's worker instead and never sets these. The state
// lives in stores/app-update.ts, where the chunk-failure notices read it too.
export { useAppUpdate as usePwa } from '@/stores/app-update';
