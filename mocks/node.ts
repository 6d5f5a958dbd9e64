// The node host (vitest, jsdom): MSW intercepts fetch in-process. Cookies are emulated like a
// browser: non-HttpOnly ones land in document.cookie, where the app reads XSRF-TOKEN. Calls are
// the page's, as a browser's Origin would say (stateful.ts).
import { setupServer } from 'msw/node';
import { emulateBrowserCookies } from './cookies';
import { createHandlers } from './handlers';
import { emulateBrowserOrigin } from './stateful';

emulateBrowserCookies();
emulateBrowserOrigin(); // jsdom's page (location.origin) is the stateful frontend

export const server = setupServer(...createHandlers());
