// describeError: what each failure says, in English and French; never the server's raw English
// sentence for 401, 403, 419, 429, 5xx, network down or timeout.
import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, NetworkError, TimeoutError, ValidationError } from '@/api/errors';
import fr from '../../locales/fr.json';
import { describeError, MessageError, errorMessages } from './error-messages';

const en = createIntl({ locale: 'en', messages: {}, onError: () => {} });
const frIntl = createIntl({ locale: 'fr', messages: fr, onError: () => {} });

afterEach(() => vi.restoreAllMocks());

/** An HttpError that happened at 12:04 local time. */
function answered(status: number, message: string, retryAfter?: number): HttpError {
  const error = new HttpError(status, message, retryAfter);
  error.occurredAt.setHours(12, 4, 0, 0);
  return error;
}

describe('describeError', () => {
  it('500 and other 5xx: our sentence with the time it happened', () => {
    expect(describeError(answered(500, 'Server Error'), en)).toBe(
      'Something went wrong on the server. Try again; if it keeps happening, tell your administrator. (at 12:04 PM)',
    );
    expect(describeError(answered(503, 'Service Unavailable'), frIntl)).toBe(
      'Une erreur s’est produite sur le serveur. Réessayez\u00a0; si le problème persiste, prévenez votre administrateur. (à 12:04)',
    );
  });

  it.each([
    [419, 'CSRF token mismatch.', 'Your session has expired. Sign in again to continue.', 'Votre session a expiré. Reconnectez-vous pour continuer.'],
    [401, 'Unauthenticated.', 'Your session has ended. Sign in again to continue.', 'Votre session a pris fin. Reconnectez-vous pour continuer.'],
    [403, 'This action is unauthorized.', 'You are not allowed to do this.', 'Vous n’êtes pas autorisé à faire cela.'],
  ])('%i: our words instead of "%s"', (status, raw, english, french) => {
    expect(describeError(answered(status, raw), en)).toBe(english);
    expect(describeError(answered(status, raw), frIntl)).toBe(french);
  });

  it('429 keeps the wait from Retry-After', () => {
    expect(describeError(answered(429, 'Too Many Attempts.', 42), en)).toBe('Too many attempts. Please try again in 42 seconds.');
    expect(describeError(answered(429, 'Too Many Attempts.', 42), frIntl)).not.toContain('Too Many');
  });

  it('network down: "Failed to connect" while the browser thinks it is online, "You are offline" when not', () => {
    expect(describeError(new NetworkError(), en)).toBe('Failed to connect to the API server');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offline = new NetworkError();
    expect(describeError(offline, en)).toBe('You are offline. What you typed is kept; try again once you are back online.');
    expect(describeError(offline, frIntl)).toMatch(/^Vous êtes hors ligne\./);
  });

  it('timeout: the server took too long', () => {
    expect(describeError(new TimeoutError(), en)).toBe('The server took too long to answer. Try again.');
    expect(describeError(new TimeoutError(), frIntl)).toBe('Le serveur a mis trop de temps à répondre. Réessayez.');
  });

  it('422, 404 and other 4xx: the server\'s own (localized) sentence', () => {
    expect(describeError(new ValidationError('Le champ nom est obligatoire.', {}), frIntl)).toBe('Le champ nom est obligatoire.');
    expect(describeError(answered(404, 'Restaurant introuvable.'), frIntl)).toBe('Restaurant introuvable.');
    expect(describeError(answered(409, 'Bill(s) exist for this period'), en)).toBe('Bill(s) exist for this period');
  });

  it('"Critical error" only for what is truly unknown', () => {
    expect(describeError(new Error('boom'), en)).toBe('Critical error');
    expect(describeError(answered(400, ''), en)).toBe('Critical error');
    expect(describeError(new MessageError(errorMessages.authenticationFailed), en)).toBe('Authentication failed');
  });
});
