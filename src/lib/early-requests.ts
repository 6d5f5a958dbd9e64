// The requests public/config-request.js starts while the app's code downloads, taken once each:
// whoever takes one answers for it, and a retry asks again.

declare global {
  interface Window {
    /** The config.json request index.html started beside the app's code. */
    lunchConfigRequest?: Promise<Response | undefined>;
    /** The feature tree request it started once config.json was read (absent without one). */
    lunchFeatureTreeRequest?: Promise<Response | undefined>;
    /** Settles once the landing's first frame is painted, or once none will be (at once elsewhere). */
    lunchBootFrame?: Promise<void>;
  }
}

export function takeEarlyRequest(name: 'lunchConfigRequest' | 'lunchFeatureTreeRequest'): Promise<Response | undefined> | undefined {
  const request = typeof window === 'undefined' ? undefined : window[name];
  if (request) window[name] = undefined;
  return request;
}

/** The longest the app's start waits for that frame: a backend that never answers must not hold it. */
export const BOOT_FRAME_WAIT_MS = 3000;

/** Waits for the landing's first frame (public/config-request.js); at once without that script. */
export function bootFrameSettled(): Promise<void> {
  const frame = typeof window === 'undefined' ? undefined : window.lunchBootFrame;
  if (!frame) return Promise.resolve();
  return Promise.race([frame, new Promise<void>((resolve) => setTimeout(resolve, BOOT_FRAME_WAIT_MS))]);
}
