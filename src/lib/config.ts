// Public configuration (spec §3, defaults from §9). Read at run time from /config.json beside
// index.html, falling back to build-time VITE_* values, so one build serves any backend.
import { takeEarlyRequest } from './early-requests';

export interface PublicConfig {
  projectName: string;
  projectDescription: string;
  /** Path of the landing page (where "home" links and logout go). */
  landing: string;
  loginUrl: string;
  /** Path prefix of the dashboard area; the dashboard is `${dashboardSuffixUrl}/dashboard`. */
  dashboardSuffixUrl: string;
  /** Keyed by normalised role name (lowercase, underscores) plus `default`. */
  authenticationRedirects: Record<string, string>;
  authenticatedPaths: string[];
  defaultPageSize: PageSize;
  appVersion: string;
  projectDateFormat: string;
  backendUrl: string;
  frontendUrl: string;
  authenticateWithToken: boolean;
  apiVersion: number;
  currency: string;
}

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n- ${problems.join('\n- ')}`);
    this.name = 'ConfigError';
  }
}

type RawConfig = Partial<Record<keyof PublicConfig, unknown>>;

/** Build-time values (VITE_*), used for every key config.json does not set. */
export function configFromEnv(env: Record<string, string | boolean | undefined>): RawConfig {
  const raw: RawConfig = {
    projectName: env.VITE_PROJECT_NAME,
    projectDescription: env.VITE_PROJECT_DESCRIPTION,
    landing: env.VITE_LANDING,
    loginUrl: env.VITE_LOGIN_URL,
    dashboardSuffixUrl: env.VITE_DASHBOARD_SUFFIX_URL,
    authenticationRedirects: env.VITE_AUTHENTICATION_REDIRECTS,
    authenticatedPaths: env.VITE_AUTHENTICATED_PATHS,
    defaultPageSize: env.VITE_DEFAULT_PAGE_SIZE,
    appVersion: env.VITE_APP_VERSION,
    projectDateFormat: env.VITE_PROJECT_DATE_FORMAT,
    backendUrl: env.VITE_BACKEND_URL,
    frontendUrl: env.VITE_FRONTEND_URL,
    authenticateWithToken: env.VITE_AUTHENTICATE_WITH_TOKEN,
    apiVersion: env.VITE_API_VERSION,
    currency: env.VITE_CURRENCY,
  };
  return Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined && v !== ''));
}

function isPath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function parseJsonObject(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

function parseBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return undefined;
}

/**
 * Merges `fileConfig` over `envConfig` over the defaults and validates the result.
 * `origin` is the page's origin, the default for backendUrl and frontendUrl.
 */
export function resolveConfig(fileConfig: RawConfig, envConfig: RawConfig, origin: string): PublicConfig {
  const raw: RawConfig = { ...envConfig, ...fileConfig };
  const problems: string[] = [];
  const dashboardSuffixUrl = raw.dashboardSuffixUrl ?? '/admin';

  const redirects = parseJsonObject(raw.authenticationRedirects ?? { default: '/' });
  const redirectsValid =
    typeof redirects === 'object' &&
    redirects !== null &&
    !Array.isArray(redirects) &&
    Object.values(redirects).every(isPath);
  if (!redirectsValid) problems.push('authenticationRedirects must be an object of paths, e.g. {"admin":"/admin/dashboard","default":"/"}');

  const pathsRaw = raw.authenticatedPaths ?? `${String(dashboardSuffixUrl)},/checkout`;
  const authenticatedPaths = (Array.isArray(pathsRaw) ? pathsRaw : String(pathsRaw).split(','))
    .map((p) => String(p).trim())
    .filter(Boolean);
  if (!authenticatedPaths.every(isPath)) problems.push('authenticatedPaths must be a comma-separated list of paths starting with "/"');

  const pageSize = Number(raw.defaultPageSize ?? 10);
  if (!PAGE_SIZES.includes(pageSize as PageSize)) problems.push(`defaultPageSize must be one of ${PAGE_SIZES.join(', ')}`);

  const apiVersion = Number(raw.apiVersion ?? 1);
  if (!Number.isInteger(apiVersion) || apiVersion < 1) problems.push('apiVersion must be a whole number of at least 1');

  const authenticateWithToken = parseBoolean(raw.authenticateWithToken ?? false);
  if (authenticateWithToken === undefined) problems.push('authenticateWithToken must be true or false');

  for (const key of ['landing', 'loginUrl', 'dashboardSuffixUrl'] as const) {
    if (raw[key] !== undefined && !isPath(raw[key])) problems.push(`${key} must be a path starting with "/"`);
  }
  for (const key of ['backendUrl', 'frontendUrl'] as const) {
    if (raw[key] !== undefined && !isHttpUrl(raw[key])) problems.push(`${key} must be an http(s) URL`);
  }
  for (const key of ['projectName', 'projectDescription', 'appVersion', 'projectDateFormat', 'currency'] as const) {
    if (raw[key] !== undefined && (typeof raw[key] !== 'string' || raw[key] === '')) problems.push(`${key} must be a non-empty string`);
  }
  if (typeof raw.currency === 'string' && raw.currency !== '' && !isCurrencyCode(raw.currency)) {
    problems.push(`currency "${raw.currency}" is not an ISO 4217 currency code (e.g. EUR, USD, CHF)`);
  }
  if (problems.length) throw new ConfigError(problems);

  const trimSlash = (url: string) => url.replace(/\/+$/, '');
  return {
    projectName: (raw.projectName as string) ?? 'Project name not set',
    projectDescription: (raw.projectDescription as string) ?? 'Project description not set',
    landing: (raw.landing as string) ?? '/',
    loginUrl: (raw.loginUrl as string) ?? '/login',
    dashboardSuffixUrl: trimSlash(dashboardSuffixUrl as string) || '/admin',
    authenticationRedirects: { default: '/', ...(redirects as Record<string, string>) },
    authenticatedPaths,
    defaultPageSize: pageSize as PageSize,
    appVersion: (raw.appVersion as string) ?? '0.0.0',
    projectDateFormat: (raw.projectDateFormat as string) ?? 'YYYY-MM-DD',
    backendUrl: trimSlash((raw.backendUrl as string) ?? origin),
    frontendUrl: trimSlash((raw.frontendUrl as string) ?? origin),
    authenticateWithToken: authenticateWithToken as boolean,
    apiVersion,
    currency: (raw.currency as string) ?? 'EUR',
  };
}

/** An ISO 4217 code this browser can format ('EUR'; not 'EURO', 'eur' or 'XYZ'). */
function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  return typeof Intl.supportedValuesOf !== 'function' || Intl.supportedValuesOf('currency').includes(code);
}

/** Fetches /config.json (absent → build-time values only) and resolves the configuration. */
export async function loadConfig(
  env: Record<string, string | boolean | undefined>,
  baseUrl: string,
  origin: string,
): Promise<PublicConfig> {
  let fileConfig: RawConfig = {};
  const readFile = () => fetch(`${baseUrl}config.json`, { cache: 'no-store' }).catch(() => undefined);
  // The early request failed (a network error): read the file again rather than go without it.
  const response = (await takeEarlyRequest('lunchConfigRequest')) ?? (await readFile());
  // A static host may answer index.html for a missing file: only JSON counts as a config file.
  if (response?.ok && (response.headers.get('content-type') ?? '').includes('json')) {
    const text = await response.text();
    try {
      fileConfig = JSON.parse(text) as RawConfig;
    } catch {
      throw new ConfigError(['config.json is not valid JSON']);
    }
    if (typeof fileConfig !== 'object' || fileConfig === null || Array.isArray(fileConfig)) {
      throw new ConfigError(['config.json must hold a JSON object']);
    }
  }
  return resolveConfig(fileConfig, configFromEnv(env), origin);
}

let current: PublicConfig | undefined;

export function setConfig(config: PublicConfig): void {
  current = config;
}

/** The configuration loaded at start; throws if asked before main.tsx loaded it. */
export function getConfig(): PublicConfig {
  if (!current) throw new Error('Configuration read before it was loaded');
  return current;
}
