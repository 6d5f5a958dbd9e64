// npm run qa [-- --write] [playwright options, e.g. --grep, --project admin]
// Checks the environment (exit 2 with the reasons when it cannot start), runs playwright.qa.config.ts,
// then prints the contract mismatches and one summary line. Exit code: 0 all journeys passed and the
// backend answered as openapi/openapi.yaml says; 1 a journey failed or the backend differs from the
// contract (the backend team's list is above the summary); 2 misconfigured.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, relative } from 'node:path';
import { readQaEnv } from './env';
import { describeMismatches, readQaMismatches, REPORT_DIR, RESULTS_FILE } from './report';

/** The report folder as the person typed it would: relative when inside the project. */
const shown = (path: string): string => {
  const rel = relative('.', path);
  return rel.startsWith('..') || isAbsolute(rel) ? path : rel;
};

/** How many distinct differences the terminal lists; the HTML report has each on its test. */
const SHOWN = 30;

interface Stats {
  expected: number;
  unexpected: number;
  flaky: number;
  skipped: number;
}

const args = process.argv.slice(2);
const write = args.includes('--write');
const passThrough = args.filter((arg) => arg !== '--write');

const read = readQaEnv();
if ('problems' in read) {
  console.error(`npm run qa cannot start:\n  ${read.problems.join('\n  ')}\nSee README, "Run the QA suite against staging".`);
  process.exit(2);
}
/** The run's own report lines on standard output (what a person or a CI log reads). */
const say = (line: string) => process.stdout.write(`${line}\n`);

const runId = process.env.QA_RUN_ID || new Date().toISOString().replace(/\D/g, '').slice(2, 14);
const { env } = read;
say(
  `QA ${write ? '--write' : 'read-only'} run ${runId}: ${env.baseUrl} (API ${env.backendUrl}) as ${env.accounts.map((a) => `${a.role} ${a.email}`).join(', ')}`,
);

const run = spawnSync('npx', ['playwright', 'test', '--config', 'playwright.qa.config.ts', ...passThrough], {
  stdio: 'inherit',
  env: { ...process.env, QA_WRITE: write ? '1' : '0', QA_RUN_ID: runId },
});

const stats: Stats | undefined = existsSync(RESULTS_FILE) ? (JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as { stats: Stats }).stats : undefined;
const differences = describeMismatches(readQaMismatches());
if (differences.length > 0) {
  say(`\nThe backend differs from openapi/openapi.yaml in ${differences.length} place(s):`);
  for (const line of differences.slice(0, SHOWN)) say(`  ${line}`);
  if (differences.length > SHOWN) say(`  … and ${differences.length - SHOWN} more (${shown(REPORT_DIR)}/contract-mismatches.jsonl)`);
}

const failed = run.status !== 0 || !stats || differences.length > 0;
const code = failed ? 1 : 0;
const tally = stats ? `${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky, ${stats.skipped} skipped` : 'no results';
say(
  `\nQA ${write ? '--write' : 'read-only'} run ${runId}: ${tally}; ${differences.length} contract difference(s); report ${shown(REPORT_DIR)}/html/index.html; exit ${code}`,
);
process.exit(code);
