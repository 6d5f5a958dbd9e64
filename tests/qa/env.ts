// What a QA run is pointed at, read from the environment only: the deployment (QA_BASE_URL,
// QA_BACKEND_URL) and the accounts (QA_<ROLE>_EMAIL / QA_<ROLE>_PASSWORD). Nothing here falls back
// to the demo's accounts or data: a run against staging must say what it runs as.
export const ROLES = ['superadmin', 'admin', 'user'] as const;
export type QaRole = (typeof ROLES)[number];

export interface QaAccount {
  role: QaRole;
  email: string;
  password: string;
}

export interface QaEnv {
  baseUrl: string;
  /** Where the API is; the frontend's origin when the deployment serves both. */
  backendUrl: string;
  accounts: QaAccount[];
  /** --write: run the journeys that create (and then delete) records. */
  write: boolean;
  /** Names every record a --write run creates: `QA-<runId>-…`. */
  runId: string;
}

type Env = Record<string, string | undefined>;

/** The accounts whose e-mail and password are both given; a half-given account is an error. */
function readAccounts(env: Env, problems: string[]): QaAccount[] {
  const accounts: QaAccount[] = [];
  for (const role of ROLES) {
    const prefix = `QA_${role.toUpperCase()}`;
    const email = env[`${prefix}_EMAIL`]?.trim();
    const password = env[`${prefix}_PASSWORD`];
    if (email && password) accounts.push({ role, email, password });
    else if (email || password) problems.push(`${prefix}_EMAIL and ${prefix}_PASSWORD go together`);
  }
  return accounts;
}

/** The run's configuration, or the reasons it cannot start. */
export function readQaEnv(env: Env = process.env): { env: QaEnv } | { problems: string[] } {
  const problems: string[] = [];
  const baseUrl = env.QA_BASE_URL?.trim().replace(/\/+$/, '');
  if (!baseUrl) problems.push('QA_BASE_URL is not set (the deployed frontend, e.g. https://lunch.staging.example.com)');
  const accounts = readAccounts(env, problems);
  if (accounts.length === 0) problems.push('no account: set at least QA_ADMIN_EMAIL/QA_ADMIN_PASSWORD or QA_USER_EMAIL/QA_USER_PASSWORD');
  if (problems.length > 0 || !baseUrl) return { problems };
  return {
    env: {
      baseUrl,
      backendUrl: env.QA_BACKEND_URL?.trim().replace(/\/+$/, '') || baseUrl,
      accounts,
      write: env.QA_WRITE === '1',
      // The runner sets it once for all workers; a config loaded on its own gets one from the clock.
      runId: env.QA_RUN_ID || new Date().toISOString().replace(/\D/g, '').slice(2, 14),
    },
  };
}

/** For the config and the specs, once the runner has checked the environment. */
export function qaEnv(): QaEnv {
  const read = readQaEnv();
  if ('problems' in read) throw new Error(`QA run misconfigured:\n  ${read.problems.join('\n  ')}`);
  return read.env;
}

/** The prefix of every record this run creates. */
export const qaName = (runId: string, what: string): string => `QA-${runId}-${what}`;
