// Work the first page does not need (the offline worker's set-up, the language list) waits until
// that page is loaded and painted, so it neither competes with it for the network nor delays it.

/** Runs `task` once the browser has painted the current frame. Returns a cancel. */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A frame callback runs just before the paint; a task queued from it runs just after.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** How long to wait for the first content to be reported before going on without it. */
const CONTENT_SHOWN_FALLBACK_MS = 5000;

/**
 * Runs `run` once the page's first content is on screen: its paint entry is reported when that
 * frame is presented, which is later than the frame's own main-thread work (a frame callback, and
 * so `afterNextPaint`, can run before the first content is shown). At once where the browser does
 * not report paints; after a few seconds if none is reported (a tab that stays hidden).
 */
function whenContentShown(run: () => void): () => void {
  const types = typeof PerformanceObserver === 'undefined' ? [] : (PerformanceObserver.supportedEntryTypes ?? []);
  if (!types.includes('paint')) {
    run();
    return () => undefined;
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(fallback);
    run();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) finish();
  });
  const fallback = setTimeout(finish, CONTENT_SHOWN_FALLBACK_MS);
  observer.observe({ type: 'paint', buffered: true });
  return () => {
    done = true;
    observer.disconnect();
    clearTimeout(fallback);
  };
}

/**
 * Runs `task` after the page's load event (its first route's code and styles in), once its first
 * content is on screen, and after the next paint.
 */
export function afterPageLoad(task: () => void): () => void {
  const cancels: (() => void)[] = [];
  const onLoad = () => {
    cancels.push(whenContentShown(() => cancels.push(afterNextPaint(task))));
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    for (const cancel of cancels) cancel();
  };
}
