// The typed errors every call can throw. Screens never see ky's errors.
import { notFound } from '@tanstack/react-router';

/** The backend could not be reached (offline, DNS, CORS). Shown with a Retry action. */
export class NetworkError extends Error {
  /** The browser said it was offline when the call failed (navigator.onLine). */
  readonly offline: boolean;

  constructor(cause?: unknown, message = 'Failed to connect to the API server') {
    super(message, { cause });
    this.name = 'NetworkError';
    this.offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  }
}

/** The backend did not answer within the client's timeout. A NetworkError, so Retry applies. */
export class TimeoutError extends NetworkError {
  constructor(cause?: unknown) {
    super(cause, 'The server took too long to answer');
    this.name = 'TimeoutError';
  }
}

/** 422: Laravel's `{ message, errors }`, errors keyed by dot-notation field paths. */
export class ValidationError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string[]>,
    /** The whole answer, for what a route adds to Laravel's shape (the token route's `two_factor`). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ValidationError';
  }
}

/** Any other non-2xx answer. */
export class HttpError extends Error {
  /** When the answer came, shown with a server error so an administrator can find it in the logs. */
  readonly occurredAt = new Date();

  constructor(
    readonly status: number,
    message: string,
    /** Seconds from Retry-After (429). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * 412: the record was saved by someone else since the version the update was based on (its
 * `_updated_at`, the contract's UpdatePrecondition); nothing was saved. `current` is the record as
 * the server has it now (the show endpoint's shape).
 */
export class StaleRecordError extends HttpError {
  constructor(
    message: string,
    readonly current: unknown,
  ) {
    super(412, message);
    this.name = 'StaleRecordError';
  }
}

/**
 * The user canceled the password confirmation a call needed (423, Laravel's password.confirm): the
 * call was not made. The UI treats it as "nothing happened": no error shown, what was typed kept.
 */
export class PasswordConfirmationCanceled extends Error {
  constructor() {
    super('Password confirmation canceled');
    this.name = 'PasswordConfirmationCanceled';
  }
}

export function isStatus(error: unknown, ...statuses: number[]): error is HttpError {
  return error instanceof HttpError && statuses.includes(error.status);
}

/**
 * A record the backend does not have is the route's 404 (notFound), not an error: the router logs
 * every other loader error to the console.
 */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (isStatus(error, 404)) throw notFound();
    throw error;
  }
}
