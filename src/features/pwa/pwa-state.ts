// What the service worker reports (production builds only): a new version waiting, and how to
// switch to it. The demo build registers MSW's worker instead and never sets these.
import { create } from 'zustand';

interface PwaState {
  updateReady: boolean;
  /** Activates the waiting version; the page reloads when it takes over. */
  update: () => void;
}

export const usePwa = create<PwaState>(() => ({ updateReady: false, update: () => undefined }));
