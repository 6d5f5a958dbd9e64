import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
const page = await browser.newPage();
const base = 'http://127.0.0.1:5373';
await page.goto(base + '/login');
await page.getByLabel('E-mail address').fill('admin@example.com');
await page.getByLabel('Password', { exact: true }).fill('password');
await page.getByRole('button', { name: 'Sign in', exact: true }).click();
await page.waitForURL(/dashboard/, { timeout: 60000 });
await page.goto(base + '/admin/restaurants');
await page.getByRole('table').getByRole('row').nth(1).waitFor({ timeout: 60000 });
const desc = () => page.evaluate(() => { const a = document.activeElement; return a ? `${a.tagName} ph=${a.getAttribute('placeholder') ?? ''} al=${a.getAttribute('aria-label') ?? ''} v=${a.value ?? ''} t=${(a.textContent||'').slice(0,30)}` : 'none'; });
const step = async (k) => { await page.keyboard.press(k); console.log(k.padEnd(12), await desc(), '| open:', await page.locator('.ant-picker-dropdown:visible').count(), '| url:', page.url().split('?')[1] ?? ''); };
await page.getByLabel('Created at: From').focus();
console.log('start', await desc());
for (const k of process.argv.slice(2)) await step(k);

await page.screenshot({ path: '/tmp/a11yc/probe.png' });
await browser.close();
