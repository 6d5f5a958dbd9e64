// The typed errors every call can throw. Screens never see ky's errors.

/** The backend could not be reached (offline, DNS, CORS, timeout). Shown with a Retry action. */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super('Failed to connect to the API server', { cause });
    this.name = 'NetworkError';
  }
}

/** 422: Laravel's `{ message, errors }`, errors keyed by dot-notation field paths. */
export class ValidationError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ValidationError';
  }
}

/** Any other non-2xx answer. */
export class HttpError extends Error {
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

export function isStatus(error: unknown, ...statuses: number[]): error is HttpError {
  return error instanceof HttpError && statuses.includes(error.status);
}
