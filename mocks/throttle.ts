// Laravel's RateLimiter on the mock clock: a fixed window that starts with the first hit.
import { now } from './clock';

interface Bucket {
  attempts: number;
  resetsAt: number;
}

const buckets = new Map<string, Bucket>();

function live(key: string): Bucket | undefined {
  const bucket = buckets.get(key);
  if (bucket && bucket.resetsAt <= now().getTime()) {
    buckets.delete(key);
    return undefined;
  }
  return bucket;
}

export function tooManyAttempts(key: string, maxAttempts: number): boolean {
  return (live(key)?.attempts ?? 0) >= maxAttempts;
}

export function hit(key: string, decaySeconds: number): void {
  const bucket = live(key);
  if (bucket) bucket.attempts += 1;
  else buckets.set(key, { attempts: 1, resetsAt: now().getTime() + decaySeconds * 1000 });
}

/** Whole seconds until the window resets (what Retry-After carries). */
export function availableIn(key: string): number {
  const bucket = live(key);
  return bucket ? Math.max(1, Math.ceil((bucket.resetsAt - now().getTime()) / 1000)) : 0;
}

export function clearAttempts(key: string): void {
  buckets.delete(key);
}

export function clearAllThrottles(): void {
  buckets.clear();
}
