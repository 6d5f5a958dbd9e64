// A part of a page that reads its own data when it mounts (the dashboard's figures and chart, the
// demo mailbox): the answer or the failure, and `retry`, which clears both and asks again, so the
// part shows its loading state meanwhile. Leaving the page aborts the request.
import { useEffect, useState } from 'react';
import { useStableCallback } from '@/lib/use-stable-callback';

export interface Loaded<T> {
  data?: T;
  error?: unknown;
  retry: () => void;
}

export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: unknown }>({});
  const [attempt, setAttempt] = useState(0);
  const read = useStableCallback(load);
  useEffect(() => {
    const controller = new AbortController();
    read(controller.signal).then(
      (data) => setState({ data }),
      (error: unknown) => !controller.signal.aborted && setState({ error }),
    );
    return () => controller.abort();
  }, [attempt, read]);
  const retry = () => {
    setState({});
    setAttempt((count) => count + 1);
  };
  return { ...state, retry };
}
