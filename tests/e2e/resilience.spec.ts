import { expect, mockControl, test } from './support/fixtures';

test('a network failure says so, keeps the form, and Retry works once the network is back', async ({ page, backendUrl, demo }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  // The demo's backend lives in a service worker that page.route cannot see: use its fault
  // scenario there; against a real origin, really cut the calls.
  const backend = new URL(backendUrl).origin;
  const isBackendCall = (url: URL) => url.origin === backend && /^\/(api|auth|sanctum)\//.test(url.pathname);
  if (demo) await mockControl(page, backendUrl, 'POST', 'scenario', { name: 'network-down' });
  else await page.route(isBackendCall, (route) => route.abort('internetdisconnected'));

  await page.getByLabel('E-mail address').fill('admin@example.com');
  await page.getByLabel('Password', { exact: true }).fill('password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to connect to the API server' });
  await expect(alert).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveValue('admin@example.com');

  if (demo) await mockControl(page, backendUrl, 'POST', 'scenario', { name: null });
  else await page.unrouteAll();
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
