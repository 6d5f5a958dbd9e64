// `npm run bench [-- --no-build] [-- --runs 5] [-- --only bundle,lighthouse,admin]`: a report, not a test. Builds production, serves
// it on 127.0.0.1:4180 under the production CSP with the mock HTTP backend on 127.0.0.1:8100 (a
// real cross-origin setup), runs each section, prints a table beside quality.md's budgets and
// writes bench-results/bench.json. Exit 0 even when a budget is missed; non-zero when the tooling
// fails.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_PROJECT } from '../../build/demo-project';
import { adminSection } from './bench/admin-section';
import { kitchenSection } from './bench/kitchen-section';
import { scaleSection } from './bench/scale-section';
import { bundleSection } from './bench/bundle-section';
import { lighthouseSection } from './bench/lighthouse-section';
import { mockListSection } from './bench/mock-list-section';
import { runCommand, startServerProcess, type ServerProcess } from './bench/processes';
import { throttledSection } from './bench/throttled-section';
import { renderTable, withinBudget, type BenchContext, type BenchRow, type BenchSection } from './bench/report';
import { startStaticServer, type StaticServer } from './serve-static';

const root = resolve(import.meta.dirname, '../..');
const HOST = '127.0.0.1';
// BENCH_PORT_OFFSET moves both servers, for a machine where another checkout's e2e servers hold
// these ports (E2E_PORT_OFFSET=100 uses 8100).
const PORT_OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const FRONTEND_PORT = 4180 + PORT_OFFSET;
const BACKEND_PORT = 8100 + PORT_OFFSET;
const frontendUrl = `http://${HOST}:${FRONTEND_PORT}`;
const backendUrl = `http://${HOST}:${BACKEND_PORT}`;

/** Run in this order (the kitchen, scale and mock list sections re-seed the backend, so they come last). */
const SECTIONS: BenchSection[] = [bundleSection, lighthouseSection, throttledSection, adminSection, kitchenSection, scaleSection, mockListSection];

function chromeVersion(): string | undefined {
  try {
    return execFileSync(process.env.CHROME_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

function gitCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'no-build': { type: 'boolean' }, runs: { type: 'string', default: '5' }, only: { type: 'string' } } });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');

  if (!values['no-build']) {
    process.stdout.write('== build (production)\n');
    await runCommand('npx', ['vite', 'build'], root);
  }

  const workDir = await mkdtemp(join(tmpdir(), 'lunch-bench-'));
  const configFile = join(workDir, 'config.json');
  await writeFile(
    configFile,
    JSON.stringify({ backendUrl, frontendUrl, projectName: DEMO_PROJECT.name, projectDescription: DEMO_PROJECT.description }),
  );

  let backend: ServerProcess | undefined;
  let frontend: StaticServer | undefined;
  try {
    process.stdout.write(`== servers: mock backend ${backendUrl}, production build ${frontendUrl}\n`);
    backend = await startServerProcess('npx', ['tsx', 'mocks/server.ts'], {
      cwd: root,
      env: { ...process.env, MOCK_HOST: HOST, MOCK_PORT: String(BACKEND_PORT), MOCK_ALLOWED_ORIGINS: frontendUrl },
      host: HOST,
      port: BACKEND_PORT,
    });
    frontend = await startStaticServer({ dir: join(root, 'dist'), port: FRONTEND_PORT, host: HOST, configFile, csp: true });

    const context: BenchContext = { root, distDir: join(root, 'dist'), frontendUrl, backendUrl, runs };
    const results: { name: string; rows: BenchRow[]; data: unknown }[] = [];
    // A section is named by its first word: --only lighthouse,admin.
    const sections = values.only ? SECTIONS.filter((section) => values.only!.split(',').includes(section.name.split(' ')[0]!)) : SECTIONS;
    for (const section of sections) {
      process.stdout.write(`== ${section.name}\n`);
      results.push({ name: section.name, ...(await section.run(context)) });
    }

    process.stdout.write(`\n${renderTable(results)}\n`);
    const missed = results.flatMap((r) => r.rows).filter((row) => withinBudget(row) === false).length;
    process.stdout.write(missed ? `\n${missed} figure(s) miss their quality.md budget.\n` : '\nAll figures within budget.\n');

    const outDir = join(root, 'bench-results');
    await mkdir(outDir, { recursive: true });
    const report = {
      generatedAt: new Date().toISOString(),
      commit: gitCommit(),
      environment: { node: process.version, chrome: chromeVersion(), platform: `${process.platform} ${process.arch}` },
      setup: { frontendUrl, backendUrl, runsPerRoute: runs, lighthouse: 'default config (mobile), performance only, medians' },
      sections: Object.fromEntries(results.map((r) => [r.name, { rows: r.rows.map((row) => ({ ...row, withinBudget: withinBudget(row) })), data: r.data }])),
    };
    await writeFile(join(outDir, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
    process.stdout.write(`Wrote ${join('bench-results', 'bench.json')}\n`);
  } finally {
    await frontend?.close();
    await backend?.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
