// The boot frame's decisions (public/config-request.js): which paths, flags and settings draw the
// landing's first frame, and that its texts are set as text. The plain script runs as the browser
// runs it, in a context of its own, with only what it reads provided.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';

interface Texts {
  name: string;
  title: string;
  intro: string;
}
interface Script {
  bootFrameTexts: (location: { pathname: string; search: string }, config: unknown, tree: unknown, dark: boolean) => Texts | null;
  drawBootFrame: (doc: Document, texts: Texts | null) => void;
}

const SOURCE = readFileSync(resolve(import.meta.dirname, '../../public/config-request.js'), 'utf8');

interface Page {
  pathname?: string;
  /** The browser's animation frames; the default runs none (a hidden tab). */
  requestAnimationFrame?: (callback: () => void) => void;
}

/** Runs the script with the given fetch (config.json, then the feature tree) and document. */
function runScript(fetchAnswer: (url: string) => Promise<Response>, doc: Document = document, stored: Record<string, string> = {}, page: Page = {}) {
  const context: Record<string, unknown> = {
    document: { currentScript: { src: 'http://app.test/config-request.js' }, getElementById: (id: string) => doc.getElementById(id), createElement: () => ({}), head: { appendChild: () => undefined } },
    fetch: (url: URL) => fetchAnswer(String(url)),
    URL,
    Intl,
    Promise,
    JSON,
  };
  context.window = {
    setTimeout,
    requestAnimationFrame: page.requestAnimationFrame ?? (() => undefined),
    location: { pathname: page.pathname ?? '/', search: '', origin: 'http://app.test' },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    matchMedia: () => ({ matches: false }),
  };
  runInNewContext(SOURCE, context);
  return context as unknown as Script & { window: { lunchFeatureTreeRequest?: Promise<Response | undefined>; lunchBootFrame: Promise<void> } };
}

const never = () => new Promise<Response>(() => undefined);
const script = runScript(never);

const config = { projectName: 'Lunch', projectDescription: 'Daily menus, ordered together.', backendUrl: 'http://api.test' };
const tree = (landing: boolean, children: unknown[] = []) => [{ name: 'landing-page', enabled: landing, children }];
const at = (pathname: string, search = '') => ({ pathname, search });
const texts = { name: 'Lunch', title: 'Lunch', intro: 'Daily menus, ordered together.' };

describe('bootFrameTexts', () => {
  it('draws the landing, with or without a language prefix', () => {
    for (const path of ['/', '/fr', '/fr/', '/en/']) expect(script.bootFrameTexts(at(path), config, tree(true), false)).toEqual(texts);
    expect(script.bootFrameTexts(at('/', '?day=tomorrow'), config, tree(true), false)).toEqual(texts);
  });

  it('draws nothing on another page', () => {
    for (const path of ['/login', '/restaurants/1', '/fr/login', '/french', '/de/', '/admin/dashboard'])
      expect(script.bootFrameTexts(at(path), config, tree(true), false)).toBeNull();
  });

  it('follows the landing-page feature as the app reads the tree (a parent counts as on through a child)', () => {
    expect(script.bootFrameTexts(at('/'), config, tree(false), false)).toBeNull();
    expect(script.bootFrameTexts(at('/'), config, [{ name: 'search', enabled: true }], false)).toBeNull();
    expect(script.bootFrameTexts(at('/'), config, tree(false, [{ name: 'search', enabled: true }]), false)).toEqual(texts);
    expect(script.bootFrameTexts(at('/'), config, [{ name: 'public', enabled: false, children: tree(true) }], false)).toEqual(texts);
    expect(script.bootFrameTexts(at('/'), config, undefined, false)).toBeNull();
  });

  it('draws nothing where the app would send the visit elsewhere or draw other texts or colours', () => {
    // A signed-in user with a redirect waiting is sent on at start.
    expect(script.bootFrameTexts(at('/', '?redirect_path=%2Fadmin'), config, tree(true), false)).toBeNull();
    // The landing only for signed-in users: visitors go to the sign-in page.
    expect(script.bootFrameTexts(at('/'), { ...config, authenticatedPaths: '/admin, /' }, tree(true), false)).toBeNull();
    expect(script.bootFrameTexts(at('/'), { ...config, authenticatedPaths: ['/'] }, tree(true), false)).toBeNull();
    expect(script.bootFrameTexts(at('/'), { ...config, dashboardSuffixUrl: '/' }, tree(true), false)).toBeNull();
    expect(script.bootFrameTexts(at('/'), { ...config, authenticatedPaths: '/admin,/checkout' }, tree(true), false)).toEqual(texts);
    // Texts the app takes from its build when config.json does not name them.
    expect(script.bootFrameTexts(at('/'), { backendUrl: 'http://api.test' }, tree(true), false)).toBeNull();
    expect(script.bootFrameTexts(at('/'), { ...config, projectDescription: '' }, tree(true), false)).toBeNull();
    expect(script.bootFrameTexts(at('/'), undefined, tree(true), false)).toBeNull();
    // A dark page would flash light first.
    expect(script.bootFrameTexts(at('/'), config, tree(true), true)).toBeNull();
  });
});

describe('drawBootFrame', () => {
  afterEach(() => document.body.replaceChildren());

  function placeholder(): HTMLElement {
    document.body.innerHTML = `<div id="boot-frame" hidden><div><span data-boot="name"></span></div><div><h1 data-boot="title"></h1><p data-boot="intro"></p></div></div>`;
    return document.getElementById('boot-frame')!;
  }

  it('sets the texts as text, never as markup, and shows the frame', () => {
    const frame = placeholder();
    const intro = '<img src=x onerror="alert(1)"> & <b>menus</b>';
    script.drawBootFrame(document, { name: 'Lunch', title: 'Lunch', intro });
    expect(frame.hidden).toBe(false);
    expect(frame.querySelector('h1')!.textContent).toBe('Lunch');
    expect(frame.querySelector('p')!.textContent).toBe(intro);
    expect(frame.querySelector('img, b')).toBeNull();
  });

  it('leaves the frame hidden and empty when nothing is to be drawn', () => {
    const frame = placeholder();
    script.drawBootFrame(document, null);
    expect(frame.hidden).toBe(true);
    expect(frame.textContent).toBe('');
  });
});

describe('the script at start', () => {
  afterEach(() => document.body.replaceChildren());

  const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }));
  function setUp(answers: { config: () => Promise<Response>; tree: () => Promise<Response> }, stored?: Record<string, string>, page?: Page) {
    document.body.innerHTML = `<div id="boot-frame" hidden><span data-boot="name"></span><h1 data-boot="title"></h1><p data-boot="intro"></p></div>`;
    const run = runScript((url) => (url.endsWith('/config.json') ? answers.config() : answers.tree()), document, stored, page);
    return { frame: document.getElementById('boot-frame')!, run };
  }
  const settle = () => new Promise((done) => setTimeout(done, 20));

  it('draws the frame once config.json and the tree are in, and leaves the tree answer unread for the app', async () => {
    const { frame, run } = setUp({ config: () => json(config), tree: () => json({ data: tree(true) }) });
    await settle();
    expect(frame.hidden).toBe(false);
    expect(frame.querySelector('p')!.textContent).toBe(config.projectDescription);
    const answer = await run.window.lunchFeatureTreeRequest;
    expect(answer!.bodyUsed).toBe(false);
    expect(await answer!.json()).toEqual({ data: tree(true) });
  });

  it('draws nothing when config.json fails, is not JSON, or the tree fails', async () => {
    for (const answers of [
      { config: () => Promise.reject(new TypeError('offline')), tree: () => json({ data: tree(true) }) },
      { config: () => Promise.resolve(new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } })), tree: () => json({ data: tree(true) }) },
      { config: () => Promise.resolve(new Response('', { status: 404 })), tree: () => json({ data: tree(true) }) },
      { config: () => json(config), tree: () => Promise.resolve(new Response('{}', { status: 500 })) },
      { config: () => json(config), tree: () => Promise.reject(new TypeError('offline')) },
    ]) {
      const { frame } = setUp(answers);
      await settle();
      expect(frame.hidden).toBe(true);
    }
  });

  it('draws nothing for a token user (the app asks for the tree itself) or a dark colour mode', async () => {
    const dark = JSON.stringify({ state: { colorMode: 'dark' }, version: 0 });
    for (const stored of [{ authToken: 'secret' }, { 'lunch-color-mode': dark }] as Record<string, string>[]) {
      const { frame } = setUp({ config: () => json(config), tree: () => json({ data: tree(true) }) }, stored);
      await settle();
      expect(frame.hidden).toBe(true);
    }
  });
});

describe("the app's start waits for the frame (window.lunchBootFrame)", () => {
  afterEach(() => document.body.replaceChildren());

  const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }));
  const answers = (url: string) => (url.endsWith('/config.json') ? json(config) : json({ data: tree(true) }));
  /** Whether the promise has settled by the time the tasks queued so far have run. */
  async function settledSoon(promise: Promise<void>): Promise<boolean> {
    let settled = false;
    void promise.then(() => (settled = true));
    await new Promise((done) => setTimeout(done, 20));
    return settled;
  }
  function placeholder(): void {
    document.body.innerHTML = `<div id="boot-frame" hidden><span data-boot="name"></span><h1 data-boot="title"></h1><p data-boot="intro"></p></div>`;
  }

  it('settles at once on any other page, before config.json has answered', async () => {
    const run = runScript(never, document, {}, { pathname: '/login' });
    expect(await settledSoon(run.window.lunchBootFrame)).toBe(true);
  });

  it('on the landing, settles only once the drawn frame has had its animation frame (its paint)', async () => {
    placeholder();
    const frames: (() => void)[] = [];
    const run = runScript(answers, document, {}, { requestAnimationFrame: (callback) => frames.push(callback) });
    expect(await settledSoon(run.window.lunchBootFrame)).toBe(false);
    expect(document.getElementById('boot-frame')!.hidden).toBe(false);
    expect(frames).toHaveLength(1);
    frames[0]!();
    expect(await settledSoon(run.window.lunchBootFrame)).toBe(true);
  });

  it('on the landing, a tab that runs no animation frames (hidden) settles by its timer', async () => {
    placeholder();
    const run = runScript(answers, document);
    expect(await settledSoon(run.window.lunchBootFrame)).toBe(false);
    await new Promise((done) => setTimeout(done, 250));
    expect(await settledSoon(run.window.lunchBootFrame)).toBe(true);
  });

  it('on the landing, settles as soon as it is known that no frame is drawn', async () => {
    for (const fetchAnswer of [
      () => Promise.reject(new TypeError('offline')),
      () => Promise.resolve(new Response('', { status: 404 })),
      (url: string) => (url.endsWith('/config.json') ? json(config) : json({ data: tree(false) })),
    ]) {
      placeholder();
      const run = runScript(fetchAnswer, document);
      expect(await settledSoon(run.window.lunchBootFrame)).toBe(true);
      expect(document.getElementById('boot-frame')!.hidden).toBe(true);
    }
  });
});
