// Whether a newer build of the app is waiting (the PWA worker found one; production builds only).
// A store, not the pwa feature's own state, so the error pages can tell a new version from a
// network failure without importing a feature.
import { create } from 'zustand';

interface AppUpdateState {
  updateReady: boolean;
  /** Activates the waiting version; the page reloads when it takes over. */
  update: () => void;
}

export const useAppUpdate = create<AppUpdateState>(() => ({ updateReady: false, update: () => undefined }));
