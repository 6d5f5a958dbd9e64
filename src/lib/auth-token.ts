// Token mode (authenticateWithToken): the Sanctum personal access token, kept in localStorage.
export const AUTH_TOKEN_KEY = 'authToken';

export function readAuthToken(): string | null {
  return localStorage.getItem(AUTH_TOKEN_KEY);
}

export function writeAuthToken(token: string): void {
  localStorage.setItem(AUTH_TOKEN_KEY, token);
}

export function clearAuthToken(): void {
  localStorage.removeItem(AUTH_TOKEN_KEY);
}
