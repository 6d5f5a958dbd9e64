// How new alerts reach the app: the one module that knows. Today it asks (polling); a broadcast
// channel (Laravel Echo on the user's private channel) can replace it behind the same interface —
// start, stop, refresh — by calling `read` when the server says something changed.
//
// The polling rules: a read at start; one each time the tab becomes visible again; one every
// 30 s while it is visible; none while it is hidden; never two at once (a read asked for meanwhile
// follows the current one); after a failure the wait doubles (1, 2, 4… minutes, at most 5); stop()
// ends everything at once, including a read on its way (sign-out, the feature switched off).

export interface AlertsTransport {
  start(): void;
  stop(): void;
  /**
   * Read soon (the user acted, or opened the panel): at once, or when a back-off ends; `now`: at once
   * whatever the back-off (the user asked to try again). Never beside a read on its way.
   */
  refresh(now?: boolean): void;
}

export interface PollingOptions {
  /** One read; rejects on failure. Aborted by stop(). */
  read: (signal: AbortSignal) => Promise<void>;
  /** A failure after which asking again is pointless (the session is gone): the polling stops. */
  isFinal?: (error: unknown) => boolean;
  intervalMs?: number;
  maxBackoffMs?: number;
  /** The page whose visibility it follows. */
  document?: Document;
}

export const POLL_INTERVAL_MS = 30_000;
export const MAX_BACKOFF_MS = 5 * 60_000;

export function pollingTransport({
  read, isFinal = () => false, intervalMs = POLL_INTERVAL_MS, maxBackoffMs = MAX_BACKOFF_MS, document: page = document,
}: PollingOptions): AlertsTransport {
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;
  let again = false;
  let failures = 0;
  /** When a read may go next (after a failure, the back-off's end). */
  let notBefore = 0;

  const visible = () => page.visibilityState !== 'hidden';
  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const schedule = (ms: number) => {
    clearTimer();
    if (running && visible()) timer = setTimeout(run, ms);
  };

  function run(): void {
    timer = undefined;
    if (!running || !visible()) return;
    if (inFlight) {
      again = true;
      return;
    }
    const controller = new AbortController();
    inFlight = controller;
    read(controller.signal).then(
      () => {
        if (inFlight !== controller) return;
        inFlight = undefined;
        failures = 0;
        notBefore = 0;
        if (again) {
          again = false;
          run();
        } else schedule(intervalMs);
      },
      (error: unknown) => {
        if (inFlight !== controller) return;
        inFlight = undefined;
        again = false;
        if (isFinal(error)) {
          stop();
          return;
        }
        failures += 1;
        const wait = Math.min(intervalMs * 2 ** failures, maxBackoffMs);
        notBefore = Date.now() + wait;
        schedule(wait);
      },
    );
  }

  /** Now, unless a back-off is still running (then at its end). */
  function readSoon(): void {
    const wait = notBefore - Date.now();
    if (wait > 0) schedule(wait);
    else run();
  }

  function onVisibility(): void {
    if (!running) return;
    if (visible()) readSoon();
    else clearTimer(); // nothing is asked while hidden; a read on its way may finish
  }

  function stop(): void {
    running = false;
    clearTimer();
    inFlight?.abort();
    inFlight = undefined;
    again = false;
    page.removeEventListener('visibilitychange', onVisibility);
  }

  return {
    start() {
      if (running) return;
      running = true;
      failures = 0;
      notBefore = 0;
      page.addEventListener('visibilitychange', onVisibility);
      run();
    },
    stop,
    refresh(now = false) {
      if (!running) return;
      if (now) run();
      else readSoon();
    },
  };
}
