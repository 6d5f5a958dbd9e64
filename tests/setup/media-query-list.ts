// A MediaQueryList for jsdom, which has no media queries: whether it matches is asked each time,
// and `change` listeners go to the given set, for a test to call when the setting changes.
export function mediaQueryList(query: string, matches: () => boolean, listeners = new Set<() => void>()): MediaQueryList {
  return {
    get matches() {
      return matches();
    },
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    dispatchEvent: () => false,
  } as unknown as MediaQueryList;
}
