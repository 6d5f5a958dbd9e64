// The error catalogue of spec §8, and the one function that turns a thrown error into words.
import { defineMessage, defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { HttpError, NetworkError, TimeoutError, ValidationError } from '@/api/errors';
import { ConfigError } from '@/lib/config';

export const errorMessages = defineMessages({
  network: { id: 'errors.network', defaultMessage: 'Failed to connect to the API server' },
  retry: { id: 'errors.retry', defaultMessage: 'Retry' },
  authenticationFailed: { id: 'errors.authenticationFailed', defaultMessage: 'Authentication failed' },
  critical: { id: 'errors.critical', defaultMessage: 'Critical error' },
  validationFailed: { id: 'errors.validationFailed', defaultMessage: 'Validation failed' },
  pageNotFound: { id: 'errors.pageNotFound', defaultMessage: 'Page not found' },
  notFoundTitle: { id: 'errors.notFound.title', defaultMessage: 'Page Not Found' },
  notFoundText: { id: 'errors.notFound.text', defaultMessage: 'The page you are looking for does not exist or has moved.' },
  serverErrorTitle: { id: 'errors.serverError.title', defaultMessage: 'Internal Server Error' },
  serverErrorText: { id: 'errors.serverError.text', defaultMessage: 'Something went wrong on our side. Please try again.' },
  chunkTitle: { id: 'errors.chunk.title', defaultMessage: 'A new version is available' },
  reload: { id: 'errors.reload', defaultMessage: 'Reload' },
  goHome: { id: 'errors.goHome', defaultMessage: 'Back to the home page' },
  configTitle: { id: 'errors.config.title', defaultMessage: 'The app is not configured correctly' },
  configText: { id: 'errors.config.text', defaultMessage: 'Check config.json beside index.html (or the VITE_* build values):' },
});

/** Answers whose server sentence is technical English (or says nothing useful): our own words. */
const answerMessages = defineMessages({
  offline: { id: 'errors.offline', defaultMessage: 'You are offline. What you typed is kept; try again once you are back online.' },
  timeout: { id: 'errors.timeout', defaultMessage: 'The server took too long to answer. Try again.' },
  sessionEnded: { id: 'errors.sessionEnded', defaultMessage: 'Your session has ended. Sign in again to continue.' },
  pageExpired: { id: 'errors.pageExpired', defaultMessage: 'Your session has expired. Sign in again to continue.' },
  forbidden: { id: 'errors.forbidden', defaultMessage: 'You are not allowed to do this.' },
});

const serverError = defineMessage<{ time: string }>({
  id: 'errors.server',
  defaultMessage: 'Something went wrong on the server. Try again; if it keeps happening, tell your administrator. (at {time})',
});

const tooManyAttempts = defineMessage<{ seconds: number }>({
  id: 'errors.tooManyAttempts',
  defaultMessage: 'Too many attempts. Please try again in {seconds, plural, one {# second} other {# seconds}}.',
});

/** An error the app raises itself, worded by a catalogue message. */
export class MessageError extends Error {
  constructor(readonly descriptor: MessageDescriptor) {
    // Built code holds defaultMessage parsed (an AST), not as a sentence.
    super(typeof descriptor.defaultMessage === 'string' ? descriptor.defaultMessage : String(descriptor.id));
    this.name = 'MessageError';
  }
}

/** Vite and browsers word a failed dynamic import differently. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

function describeNetworkError(error: NetworkError, intl: IntlShape): string {
  if (error instanceof TimeoutError) return intl.formatMessage(answerMessages.timeout);
  return intl.formatMessage(error.offline ? answerMessages.offline : errorMessages.network);
}

function describeHttpError(error: HttpError, intl: IntlShape): string | undefined {
  switch (error.status) {
    case 401:
      return intl.formatMessage(answerMessages.sessionEnded);
    case 403:
      return intl.formatMessage(answerMessages.forbidden);
    case 419:
      return intl.formatMessage(answerMessages.pageExpired);
    case 429:
      return intl.formatMessage(tooManyAttempts, { seconds: error.retryAfter ?? 60 });
  }
  if (error.status >= 500) {
    return intl.formatMessage(serverError, { time: intl.formatTime(error.occurredAt, { hour: '2-digit', minute: '2-digit' }) });
  }
  return error.message || undefined; // 404, 409 and other 4xx: the server's localized sentence
}

/**
 * A sentence for a failed call. Server messages of 404/422 and other 4xx (already localized by
 * Accept-Language) are shown as sent; 401, 403, 419, 429, 5xx, network down and timeout in our words.
 */
export function describeError(error: unknown, intl: IntlShape): string {
  if (error instanceof MessageError) return intl.formatMessage(error.descriptor);
  if (error instanceof NetworkError) return describeNetworkError(error, intl);
  if (error instanceof ValidationError) return error.message || intl.formatMessage(errorMessages.validationFailed);
  const answer = error instanceof HttpError ? describeHttpError(error, intl) : undefined;
  if (answer) return answer;
  if (error instanceof ConfigError) return error.problems.join('; ');
  return intl.formatMessage(errorMessages.critical);
}
