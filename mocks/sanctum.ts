// Sanctum's two ways in: the session cookie (SPA mode, guarded by CSRF) and personal access
// tokens (`Authorization: Bearer {id}|{plaintext}`). Sessions and tokens are database rows, as
// with Laravel's database session driver and Sanctum's personal_access_tokens table.
import type { Id } from '@/api/models';
import { now, parseTimestamp, timestamp } from './clock';
import { setCookie } from './cookies';
import { db } from './db/database';
import { nextId } from './db/next-id';
import type { UserRecord } from './db/records';
import type { SessionRecord, TokenRecord } from './db/auth-records';
import { findUser } from './db/users';
import { randomBase64Token, randomString } from './random';

export const SESSION_COOKIE = 'lunch_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** config('session.lifetime') = 120 minutes, as the cookies' Max-Age. */
const SESSION_MAX_AGE = 120 * 60;

/**
 * The session of the cookie, unless it has been idle longer than its lifetime (on the mock clock):
 * then it is gone, as Laravel's session handler finds it expired — its CSRF token, signed-in user and
 * pending two-factor login with it (a write then answers 419).
 */
export function findSession(cookies: Record<string, string>): SessionRecord | undefined {
  const id = cookies[SESSION_COOKIE];
  const session = id ? db().sessions.find((s) => s.id === id) : undefined;
  if (!session) return undefined;
  if (parseTimestamp(session.last_activity) + SESSION_MAX_AGE * 1000 <= now().getTime()) {
    destroySession(session);
    return undefined;
  }
  session.last_activity = timestamp(now());
  return session;
}

export function createSession(userId: Id | null = null): SessionRecord {
  const session: SessionRecord = {
    id: randomString(40),
    csrf_token: randomBase64Token(),
    user_id: userId,
    last_activity: timestamp(now()),
    login_id: null,
    login_remember: false,
    password_confirmed_at: null,
  };
  db().sessions.push(session);
  return session;
}

export function destroySession(session: SessionRecord | undefined): void {
  if (!session) return;
  const sessions = db().sessions;
  const index = sessions.indexOf(session);
  if (index >= 0) sessions.splice(index, 1);
}

/** Session::regenerate() + regenerateToken(): new id, new CSRF token; the old id stops working. */
export function regenerateSession(old: SessionRecord | undefined, userId: Id | null): SessionRecord {
  destroySession(old);
  return createSession(userId);
}

/** StartSession + VerifyCsrfToken::addCookieToResponse: the session and XSRF-TOKEN cookies. */
export function withSessionCookies(response: Response, request: Request, session: SessionRecord): Response {
  setCookie(response, request, { name: SESSION_COOKIE, value: session.id, httpOnly: true, maxAge: SESSION_MAX_AGE });
  setCookie(response, request, {
    name: XSRF_COOKIE,
    value: encodeURIComponent(session.csrf_token),
    httpOnly: false,
    maxAge: SESSION_MAX_AGE,
  });
  return response;
}

/** SessionGuard's recaller cookie for the web guard: remember_web_{sha1 of the guard's class}. */
export const REMEMBER_COOKIE = 'remember_web_59ba36addc2b2f9401580f014c7f58ea4e30989d';
/** SessionGuard::$rememberDuration: 576,000 minutes (400 days). */
const REMEMBER_MAX_AGE = 576_000 * 60;

/** Auth::login($user, remember: true): the user keeps a remember token, the browser a cookie with it. */
export function withRememberCookie(response: Response, request: Request, user: UserRecord): Response {
  user.remember_token ||= randomString(60); // ensureRememberTokenIsSet
  const value = encodeURIComponent(`${user.id}|${user.remember_token}`);
  setCookie(response, request, { name: REMEMBER_COOKIE, value, httpOnly: true, maxAge: REMEMBER_MAX_AGE });
  return response;
}

/** Auth::logout(): a new remember token (every remember cookie of this user stops working), cookie forgotten. */
export function forgetRemembered(response: Response, request: Request, user: UserRecord | undefined): Response {
  if (user?.remember_token) user.remember_token = randomString(60);
  setCookie(response, request, { name: REMEMBER_COOKIE, value: '', httpOnly: true, maxAge: 0 });
  return response;
}

/** SessionGuard::userFromRecaller(): the user a valid remember cookie names, when the session has none. */
export function recallUser(cookies: Record<string, string>): UserRecord | undefined {
  const raw = cookies[REMEMBER_COOKIE];
  if (!raw) return undefined;
  const [id, token] = decodeURIComponent(raw).split('|');
  const user = findUser(Number(id));
  return user?.remember_token && user.remember_token === token ? user : undefined;
}

/** Ends every remembered sign-in of the user (a lost session must not come back by the cookie). */
export function cycleRememberToken(user: UserRecord): void {
  if (user.remember_token) user.remember_token = randomString(60);
}

/** VerifyCsrfToken: the X-XSRF-TOKEN header must equal the session's token (decoded cookie). */
export function csrfMatches(request: Request, session: SessionRecord | undefined): boolean {
  const header = request.headers.get('x-xsrf-token');
  return Boolean(session && header && header === session.csrf_token);
}

/** The raw bearer token, if the request sends one. */
export function bearerToken(request: Request): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1]?.trim() || undefined;
}

export function findToken(bearer: string): TokenRecord | undefined {
  const separator = bearer.indexOf('|');
  if (separator < 1) return undefined;
  const id = Number(bearer.slice(0, separator));
  const plain = bearer.slice(separator + 1);
  const token = db().personal_access_tokens.find((t) => t.id === id && t.token === plain);
  if (token) token.last_used_at = timestamp(now());
  return token;
}

/** createToken($deviceName)->plainTextToken: "{id}|{40 characters}". */
export function issueToken(userId: Id, name: string): string {
  const tokens = db().personal_access_tokens;
  const stamp = timestamp(now());
  const token: TokenRecord = {
    id: nextId(tokens), user_id: userId, name, token: randomString(40), created_at: stamp, last_used_at: null,
    password_confirmed_at: null,
  };
  tokens.push(token);
  return `${token.id}|${token.token}`;
}

export function revokeToken(token: TokenRecord): void {
  const tokens = db().personal_access_tokens;
  const index = tokens.indexOf(token);
  if (index >= 0) tokens.splice(index, 1);
}
