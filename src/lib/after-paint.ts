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

/** Runs `task` after the page's load event (its first route's code and styles in) and the next paint. */
export function afterPageLoad(task: () => void): () => void {
  if (document.readyState === 'complete') return afterNextPaint(task);
  let cancelPaint: (() => void) | undefined;
  const onLoad = () => {
    cancelPaint = afterNextPaint(task);
  };
  window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelPaint?.();
  };
}
