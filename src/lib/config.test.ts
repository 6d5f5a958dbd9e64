import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv, resolveConfig } from './config';

const origin = 'https://lunch.test';

describe('configuration', () => {
  it('has the spec defaults', () => {
    const config = resolveConfig({}, {}, origin);
    expect(config).toMatchObject({
      projectName: 'Project name not set',
      projectDescription: 'Project description not set',
      loginUrl: '/login',
      authenticationRedirects: { default: '/' },
      authenticatedPaths: ['/admin', '/checkout'],
      defaultPageSize: 10,
      projectDateFormat: 'YYYY-MM-DD',
      backendUrl: origin,
      frontendUrl: origin,
      authenticateWithToken: false,
    });
  });

  it('lets config.json win over build-time VITE_* values', () => {
    const env = configFromEnv({ VITE_PROJECT_NAME: 'Built', VITE_BACKEND_URL: 'https://built.test/', VITE_AUTHENTICATED_PATHS: '/admin, /orders' });
    const config = resolveConfig({ projectName: 'Runtime' }, env, origin);
    expect(config.projectName).toBe('Runtime');
    expect(config.backendUrl).toBe('https://built.test');
    expect(config.authenticatedPaths).toEqual(['/admin', '/orders']);
  });

  it('parses redirects given as JSON text and booleans given as text', () => {
    const env = configFromEnv({ VITE_AUTHENTICATION_REDIRECTS: '{"admin":"/admin/dashboard"}', VITE_AUTHENTICATE_WITH_TOKEN: 'true' });
    const config = resolveConfig({}, env, origin);
    expect(config.authenticationRedirects).toEqual({ default: '/', admin: '/admin/dashboard' });
    expect(config.authenticateWithToken).toBe(true);
  });

  it('fails loudly, naming every problem', () => {
    const attempt = () => resolveConfig({ backendUrl: 'ftp://x', defaultPageSize: 7, loginUrl: 'login' }, {}, origin);
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/backendUrl must be an http\(s\) URL/);
    expect(attempt).toThrow(/defaultPageSize must be one of 10, 25, 50, 100/);
    expect(attempt).toThrow(/loginUrl must be a path/);
  });

  it('names a currency that is no ISO 4217 code, and takes one that is', () => {
    for (const currency of ['EURO', 'eur', 'XYZ']) {
      expect(() => resolveConfig({ currency }, {}, origin)).toThrow(`currency "${currency}" is not an ISO 4217 currency code`);
    }
    expect(resolveConfig({ currency: 'JPY' }, {}, origin).currency).toBe('JPY');
  });
});
