// The node host (vitest, jsdom): MSW intercepts fetch in-process. Cookies are emulated like a
// browser: non-HttpOnly ones land in document.cookie, where the app reads XSRF-TOKEN.
import { setupServer } from 'msw/node';
import { emulateBrowserCookies } from './cookies';
import { createHandlers } from './handlers';

emulateBrowserCookies();

export const server = setupServer(...createHandlers());
