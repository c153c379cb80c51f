/**
 * Lighthouse on the production build behind nginx, mobile and desktop presets, for the pages of
 * perf/budgets.ts (`lighthouse.pages`): a page type's route, or its largest page in the build by
 * HTML size (benches/lib/largest-pages.ts; printed at the start), beside a stock Docusaurus site
 * built for the comparison.
 * The targets are ratios to the stock site's pages measured in the same run (TBT, performance
 * lead, LCP), with accessibility and CLS on every page; the command exits 1 when one is missed.
 * Absolute scores are printed for information with Lighthouse's CPU benchmark index.
 *   npm run bench:lighthouse                         the build in build/, 7 rounds, both presets
 *   npm run bench:lighthouse -- --dir <folder> --runs 7 --preset mobile --page guide --save <folder>
 *   npm run bench:lighthouse -- --no-reference       without the stock site (ratio targets unchecked)
 *   npm run bench:lighthouse -- --no-signed-in       without the signed-in loads
 * (`--reference`, measuring the stock site, is the default.)
 * The stock site is the classic theme with none of the portal's plugins, theme components or
 * sign-in, built with the same Docusaurus, React and Rspack settings (scripts/lib/scratch-site.ts):
 * its home page is one paragraph of Markdown, its guide the Markdown twin of the guide page of
 * perf/budgets.ts from the build under test. On the mobile preset the runs are interleaved (see
 * `interleavedRuns` in benches/lib/lighthouse.ts): each round measures every portal page next to
 * the stock page it is compared with, so both sides see the same machine.
 * Environment: the variables the build was made with (FLP_AUTH_URL, FLP_GTAG_ID, FLP_BASE_URL,
 * FLP_API_TRY_URL), FLP_BENCH_PORT for nginx (8090; the stock site on the next port) and
 * FLP_CHROMIUM for the browser.
 *
 * nginx is started through serving/serve-prod.ts, so the site has its production headers and
 * compression. When the build signs in against the local identity server (FLP_AUTH_URL on
 * localhost or 127.0.0.1), that server is started too, on the port of FLP_AUTH_URL, and the site
 * is opened on the same host name, so the silent sign-in check runs as it does in production.
 * Each figure in the tables is the median over the runs of its page and preset.
 *
 * Signed in: on the mobile preset, each page with a reference target is also loaded by a reader
 * who signed in before (`runSignedIn`; a browser on the next port but one, FLP_BENCH_PORT + 2),
 * beside its signed-out run in every round; its TBT and LCP may be at most `maxSignedInRatio` of
 * perf/budgets.ts times the signed-out ones. Only with the local identity server.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chromium } from '@playwright/test';
import { Launcher } from 'chrome-launcher';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BUDGETS } from '../perf/budgets';
import { ChildServers, waitFor } from '../serving/child-servers';
import { benchSite, checkPorts, portTaken, runBench, serveFolder, servePortal } from './lib/bench-site';
import { validateBudgets } from '../checks/budgets';
import { buildDirFrom, checkBuildAuthUrl, SITE_ROOT } from '../scripts/lib/build-dir';
import { buildReference, describePage, measuredPages, REFERENCE_PAGES } from './lib/measured-pages';
import {
  type LighthouseReport,
  type PageScore,
  type PlannedRun,
  type Preset,
  CHROME_FLAGS,
  formatRatios,
  formatScores,
  interleavedRuns,
  medianRun,
  medianScore,
  missedTargets,
  observedFirstPaint,
  ratioChecks,
  signedInChecks,
  formatSignedIn,
  TBT_FLOOR_MS,
  whyMissed,
  withFeatureKept,
} from './lib/lighthouse';
import { signIn } from './lib/sign-in';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const LIGHTHOUSE_CLI = join(SITE_ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');

/**
 * The flags of Lighthouse's own browser, after chrome-launcher's defaults: the headless flags, and
 * the defaults' list of features turned off without the one the benches keep on (KEPT_FEATURE).
 */
function lighthouseChromeFlags(): string[] {
  const disabled = withFeatureKept(Launcher.defaultFlags()).filter((flag) => flag.startsWith('--disable-features='));
  return [...CHROME_FLAGS, ...disabled];
}

const servers = new ChildServers('bench:lighthouse');

/**
 * One Lighthouse run in a browser of its own; or, with `port`, in the browser listening there, whose
 * cookies it keeps (a signed-in reader's: `runSignedIn`).
 */
function runLighthouse(
  url: string,
  preset: Preset,
  chromePath: string,
  outFile: string,
  port?: number,
): LighthouseReport {
  const args = [
    LIGHTHOUSE_CLI,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${outFile}`,
    ...(port === undefined
      ? [`--chrome-flags=${lighthouseChromeFlags().join(' ')}`]
      : [`--port=${port}`, '--disable-storage-reset']),
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const result = spawnSync(process.execPath, args, {
    env: { ...process.env, CHROME_PATH: chromePath },
    encoding: 'utf8',
    timeout: 180_000,
  });
  if (result.status !== 0 || !existsSync(outFile)) {
    throw new Error(`Lighthouse failed on ${url} (${preset}): ${result.stderr || result.error?.message || ''}`);
  }
  const report = JSON.parse(readFileSync(outFile, 'utf8')) as LighthouseReport;
  if (report.runtimeError) throw new Error(`Lighthouse on ${url} (${preset}): ${report.runtimeError.message}`);
  return report;
}

/** The identity server's token endpoint: a signed-in load asks it for the reader's tokens. */
const TOKEN_REQUEST = /\/protocol\/openid-connect\/token$/;

/**
 * Lighthouse on the page of a signed-in reader: a browser with a profile of its own (DevTools on
 * `port`) signs in as the demo reader through the login form, its cache is emptied (the cookies
 * stay) and it is closed. A new browser on that profile then starts with the flags Lighthouse gives
 * the signed-out loads' browsers, and Lighthouse loads the page in it without clearing its storage,
 * so the identity server's session signs the reader in on load, as it does for a reader who comes
 * back; the two loads then differ by the profile alone, not by a browser that has just been used.
 * The report must show the token request of that sign-in.
 */
async function runSignedIn(
  url: string,
  preset: Preset,
  chromePath: string,
  work: string,
  port: number,
): Promise<LighthouseReport> {
  const profile = mkdtempSync(join(work, 'profile-'));
  // The flags Lighthouse's own launch gives a browser (chrome-launcher's defaults, which also turn
  // some features off), with this profile. Without them, the silent check's frame took 42-48 ms to
  // commit in the signed-in browser, against 17-26 ms in Lighthouse's.
  const args = [
    ...withFeatureKept(Launcher.defaultFlags()),
    ...CHROME_FLAGS,
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${profile}`,
    'about:blank',
  ];
  const launch = async (): Promise<ChildProcess> => {
    const child = spawn(
      chromePath,
      args,
      // A group of its own: its helper processes (zygote, renderers) end with it.
      { stdio: 'ignore', detached: true },
    );
    await waitFor(`http://127.0.0.1:${port}/json/version`, 'Chromium (signed in)', child, 30);
    return child;
  };
  let browserProcess: ChildProcess | undefined;
  try {
    browserProcess = await launch();
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    const exited = once(browserProcess, 'exit');
    try {
      const context = browser.contexts()[0];
      if (!context) throw new Error('the browser has no default context');
      const page = await context.newPage();
      // A desktop window: the navbar shows its sign-in button.
      await page.setViewportSize({ width: 1280, height: 900 });
      await signIn(page, url);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await page.close();
      // Closed as a reader closes it: the profile keeps the identity server's session cookie.
      // (The connection may end before the answer.)
      await (await browser.newBrowserCDPSession()).send('Browser.close').catch(() => undefined);
    } finally {
      await browser.close();
    }
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('Chromium (signed in) did not close within 30 s')), 30_000).unref(),
    );
    await Promise.race([exited, timeout]);
    browserProcess = await launch();
    const report = runLighthouse(url, preset, chromePath, join(work, 'run.json'), port);
    const requests = report.audits['network-requests']?.details?.items ?? [];
    if (!requests.some((item) => TOKEN_REQUEST.test(String(item.url)))) {
      throw new Error(`Lighthouse's signed-in load of ${url} did not sign in (no token request)`);
    }
    return report;
  } finally {
    if (browserProcess && browserProcess.exitCode === null) {
      const exited = once(browserProcess, 'exit');
      if (browserProcess.pid !== undefined) process.kill(-browserProcess.pid, 'SIGKILL');
      await exited;
    }
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      runs: { type: 'string', default: '7' },
      preset: { type: 'string', default: 'both' },
      page: { type: 'string', multiple: true },
      save: { type: 'string' },
      reference: { type: 'boolean', default: false },
      'no-reference': { type: 'boolean', default: false },
      'no-signed-in': { type: 'boolean', default: false },
    },
  });
  validateBudgets(BUDGETS);
  if (values.reference && values['no-reference']) throw new Error('--reference and --no-reference exclude each other');
  const withReference = !values['no-reference'];
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error(`--runs must be 1-20, not ${values.runs}`);
  const presets: Preset[] =
    values.preset === 'both'
      ? ['mobile', 'desktop']
      : values.preset === 'mobile' || values.preset === 'desktop'
        ? [values.preset]
        : [];
  if (presets.length === 0) throw new Error(`--preset must be mobile, desktop or both, not ${values.preset}`);
  if (!existsSync(LIGHTHOUSE_CLI)) throw new Error('lighthouse is not installed: npm ci');
  const chromePath = process.env.FLP_CHROMIUM ?? SYSTEM_CHROMIUM;
  if (!existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath}; install it or set FLP_CHROMIUM`);

  const { dir, baseUrl } = buildDirFrom(values.dir);
  checkBuildAuthUrl(dir);
  // A page is its type's route in perf/budgets.ts, or the largest page of its type in the build (by
  // HTML size); a type the build cannot tell apart (the home page, the error lookup) has its route.
  const pages = measuredPages(dir, values.page);
  const routeOf = (page: string): string => {
    const found = pages.find((p) => p.page === page);
    if (!found) throw new Error(`perf/budgets.ts has no Lighthouse page "${page}"`);
    return found.route;
  };
  const site = benchSite();
  const { port, authUrl, localIdentity, origin } = site;
  await checkPorts(site, withReference);
  await servePortal(servers, site, dir, baseUrl);

  const analytics = process.env.FLP_GTAG_ID
    ? `analytics on (${process.env.FLP_GTAG_ID})`
    : 'no analytics (FLP_GTAG_ID unset)';
  console.log(
    `Lighthouse ${lighthouseVersion()} on ${dir} behind nginx at ${origin}, ${analytics}, ` +
      `${localIdentity ? 'local identity server' : `identity server ${authUrl.origin}`}, ${runs} run(s) per page and preset, median shown.`,
  );
  console.log(`Machine: ${machine()}`);
  console.log("Pages (a type's route in perf/budgets.ts, or its largest page in the build by HTML size):");
  for (const page of pages) console.log(`  ${page.page}: ${describePage(page)}`);
  console.log('');

  const work = mkdtempSync(join(tmpdir(), 'flp-lighthouse-'));
  const reports = new Map<string, LighthouseReport[]>();
  const key = (site: PlannedRun['site'], page: string, preset: Preset): string => `${site}:${page}:${preset}`;
  const referenceOf = (page: string): string | undefined => pages.find((p) => p.page === page)?.reference;
  const measureReference = withReference && presets.includes('mobile') && pages.some((p) => referenceOf(p.page));
  // The pages with a reference target are also loaded by a signed-in reader (mobile), where the
  // build signs in against the local identity server this bench starts.
  const signedIn = (page: string): boolean =>
    !values['no-signed-in'] && localIdentity && referenceOf(page) !== undefined;
  // The signed-in browser's DevTools port, checked before the first run rather than failing in it.
  const signedInPort = port + 2;
  if (
    presets.includes('mobile') &&
    pages.some((p) => signedIn(p.page)) &&
    (await portTaken('127.0.0.1', signedInPort))
  ) {
    throw new Error(
      `port ${signedInPort} (signed-in runs) is in use; set FLP_BENCH_PORT to a free range, or --no-signed-in`,
    );
  }
  let referenceOrigin = '';
  try {
    if (measureReference) {
      // nginx's workers read the reference build: the scratch folder is private by default.
      chmodSync(work, 0o755);
      const referenceBuild = buildReference(dir, join(work, 'reference'));
      referenceOrigin = await serveFolder(servers, site, 'nginx (reference site)', referenceBuild, port + 1, '/');
      console.log(`Reference: a stock Docusaurus site (classic theme) at ${referenceOrigin}, mobile preset\n`);
    }
    const portalUrl = (page: string): string => `${origin}${baseUrl}${routeOf(page).replace(/^\//, '')}`;
    const referenceUrl = (page: string): string =>
      `${referenceOrigin}${REFERENCE_PAGES.find(([id]) => id === page)?.[1] ?? '/'}`;
    for (const preset of presets) {
      const plan = interleavedRuns(
        pages.map((p) => p.page),
        preset === 'mobile' && measureReference ? referenceOf : () => undefined,
        runs,
        preset === 'mobile' ? signedIn : () => false,
      );
      for (const run of plan) {
        const url = run.site === 'reference' ? referenceUrl(run.page) : portalUrl(run.page);
        const report =
          run.site === 'signed-in'
            ? await runSignedIn(url, preset, chromePath, work, signedInPort)
            : runLighthouse(url, preset, chromePath, join(work, 'run.json'));
        const list = reports.get(key(run.site, run.page, preset)) ?? [];
        list.push(report);
        reports.set(key(run.site, run.page, preset), list);
        const tbt = Math.round(report.audits['total-blocking-time']?.numericValue ?? 0);
        const painted = observedFirstPaint(report);
        console.log(
          `  round ${run.round + 1} ${preset} ${run.page}${run.site === 'signed-in' ? ' (signed in)' : ''}: performance ` +
            `${Math.round((report.categories.performance?.score ?? 0) * 100)}, TBT ${tbt} ms` +
            (painted === undefined ? '' : `, first paint seen at ${painted} ms`),
        );
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
    servers.stopAll();
  }

  const scores: PageScore[] = [];
  const referenceScores: PageScore[] = [];
  const signedInScores: PageScore[] = [];
  const medians = new Map<string, LighthouseReport>();
  console.log('');
  for (const preset of presets) {
    for (const page of pages) {
      const list = reports.get(key('portal', page.page, preset));
      if (!list) continue;
      scores.push(medianScore(page.page, routeOf(page.page), preset, list));
      medians.set(`${page.page}-${preset}`, medianRun(list));
      console.log(`${page.page} ${preset}: ${runSummary(list)}`);
      const signedInList = reports.get(key('signed-in', page.page, preset));
      if (signedInList) {
        signedInScores.push(medianScore(page.page, routeOf(page.page), preset, signedInList));
        medians.set(`${page.page}-signed-in-${preset}`, medianRun(signedInList));
        console.log(`${page.page} ${preset} signed in: ${runSummary(signedInList)}`);
      }
    }
    for (const [page, route] of REFERENCE_PAGES) {
      const list = reports.get(key('reference', page, preset));
      if (!list) continue;
      referenceScores.push(medianScore(page, route, preset, list));
      medians.set(`${page}-${preset}`, medianRun(list));
      console.log(`${page} ${preset}: ${runSummary(list)}`);
    }
  }

  if (values.save) {
    const saveDir = resolve(values.save);
    mkdirSync(saveDir, { recursive: true });
    for (const [name, report] of medians) writeFileSync(join(saveDir, `${name}.json`), JSON.stringify(report));
    console.log(`\nMedian reports saved in ${saveDir}`);
  }

  console.log(`\nMedians of ${runs} run(s); absolute figures for information (they move with the CPU index):`);
  console.log(formatScores([...scores, ...referenceScores]));
  if (measureReference) {
    console.log(`\nTargets against the stock Docusaurus site (mobile medians, runs interleaved):`);
    console.log(formatRatios(ratioChecks(scores, referenceScores, BUDGETS)));
  } else {
    console.log('\nThe stock Docusaurus site was not measured: the ratio targets were not checked.');
  }
  const signedInResults = signedInChecks(scores, signedInScores, BUDGETS);
  if (signedInResults.length > 0) {
    console.log(
      `\nSigned in against signed out (mobile medians; a TBT under ${TBT_FLOOR_MS} ms counts as ${TBT_FLOOR_MS}):`,
    );
    console.log(formatSignedIn(signedInResults));
  } else {
    console.log('\nNo signed-in load was measured (--no-signed-in, or the build signs in elsewhere).');
  }
  // The reference site has no targets.
  const misses = missedTargets(scores, measureReference ? referenceScores : null, BUDGETS);
  for (const check of signedInResults) {
    for (const message of check.misses) {
      // Explained by the signed-in run's report.
      misses.push({
        page: `${check.page}-signed-in`,
        preset: 'mobile',
        kind: 'performance',
        message: `${check.page} ${message}`,
      });
    }
  }
  if (misses.length > 0) {
    console.error('\nTargets missed:');
    const explained = new Set<string>();
    for (const miss of misses) {
      console.error(`  ✘ ${miss.message}`);
      // What costs most, once per page, preset and kind of target.
      const id = `${miss.page}-${miss.preset}`;
      const report = medians.get(id);
      if (report && !explained.has(`${id}-${miss.kind}`)) {
        explained.add(`${id}-${miss.kind}`);
        for (const line of whyMissed(report, miss.kind)) console.error(`      ${line}`);
      }
    }
    process.exitCode = 1;
  } else {
    console.log(measureReference ? '\nEvery target is met.' : '\nEvery target checked is met.');
  }
}

/** Each run's performance score and TBT, and Lighthouse's CPU benchmark index of the runs. */
function runSummary(reports: readonly LighthouseReport[]): string {
  const runs = reports
    .map((r) => {
      const tbt = Math.round(r.audits['total-blocking-time']?.numericValue ?? 0);
      return `${Math.round((r.categories.performance?.score ?? 0) * 100)} (TBT ${tbt} ms)`;
    })
    .join(', ');
  const indexes = reports.map((r) => r.environment?.benchmarkIndex).filter((i): i is number => typeof i === 'number');
  const cpu = indexes.length
    ? `; CPU benchmark index ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}`
    : '';
  return runs + cpu;
}

function lighthouseVersion(): string {
  const pkg = JSON.parse(readFileSync(join(SITE_ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

function machine(): string {
  const cpus = spawnSync('nproc', { encoding: 'utf8' }).stdout.trim();
  const model = /model name\s*:\s*(.*)/.exec(
    existsSync('/proc/cpuinfo') ? readFileSync('/proc/cpuinfo', 'utf8') : '',
  )?.[1];
  return `${cpus || '?'} CPU core(s)${model ? `, ${model}` : ''}; Lighthouse's mobile preset simulates a 4× slower CPU`;
}

runBench('bench:lighthouse', servers, main);
