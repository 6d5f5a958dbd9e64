// A lazily loaded part of a page (React.lazy) that fails small: a failed load shows the notice in
// its place, and Retry loads the code again for real (see reimportChunk).
import { lazy, Suspense, useReducer, type ComponentType, type LazyExoticComponent } from 'react';
import { ChunkBoundary } from './chunk-error-notice';
import { reimportChunk } from './chunk-failure';

export interface LazyPart<P extends object> {
  /** Renders the part, with `onClose` for the notice when the part has a close of its own. */
  Part: ComponentType<P & { onFailureClose?: () => void }>;
  /** Starts loading the code ahead (pointer or focus on the control that opens the part). */
  preload: () => void;
}

export function lazyPart<M, P extends object>(
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  /** Where the failure notice is drawn: in the flow by default, or floating for an overlay part. */
  { floating = false }: { floating?: boolean } = {},
): LazyPart<P> {
  let loading: Promise<M> | undefined;
  let failures = 0;
  let lastFailure: unknown;
  // After a failure, every load (the click after a failed preload, or Retry) asks for the file again.
  const load = (): Promise<M> => {
    loading ??= (failures === 0 ? importer() : reimportChunk(importer, lastFailure, failures)).catch((error: unknown) => {
      failures += 1;
      lastFailure = error;
      loading = undefined;
      throw error;
    });
    return loading;
  };
  // React.lazy keeps its first outcome: a failed one is replaced by a new one on Retry.
  const makeLazy = () => lazy(() => load().then((module) => ({ default: pick(module) })));
  let Lazy: LazyExoticComponent<ComponentType<P>> = makeLazy();

  function Part({ onFailureClose, ...props }: P & { onFailureClose?: () => void }) {
    const [, rerender] = useReducer((count: number) => count + 1, 0);
    const retry = () => {
      Lazy = makeLazy();
      rerender();
    };
    return (
      <ChunkBoundary onRetry={retry} onClose={onFailureClose} floating={floating}>
        <Suspense fallback={null}>
          <Lazy {...(props as unknown as P)} />
        </Suspense>
      </ChunkBoundary>
    );
  }
  return { Part, preload: () => void load().catch(() => undefined) };
}
