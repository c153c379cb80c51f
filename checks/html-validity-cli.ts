/**
 * `npm run check:html [-- --dir build] [-- --warnings]`: the W3C Nu HTML Checker (html-validity.ts)
 * over every page of a build. Exits 1 with each error: the page's route, line, column and message.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { builtPages } from './rendering';
import { formatHtmlFinding, validatePages } from './html-validity';

const args = process.argv.slice(2);
const dirArg = args.indexOf('--dir');
const warnings = args.includes('--warnings');
const siteDir = resolve(__dirname, '..');
const outDir = resolve(siteDir, dirArg >= 0 ? (args[dirArg + 1] ?? '') : (process.env.FLP_TEST_BUILD_DIR ?? 'build'));

async function main(): Promise<void> {
  if (!existsSync(join(outDir, 'index.html'))) {
    console.error(`check:html: no build in ${outDir} (run \`npm run build\` first)`);
    process.exit(1);
  }
  const started = Date.now();
  const pages = builtPages(outDir);
  const findings = await validatePages(pages, { warnings });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const errors = findings.filter((f) => f.level === 'error');
  for (const finding of findings.filter((f) => f.level === 'warning')) console.log(`  ${formatHtmlFinding(finding)}`);
  if (errors.length > 0) {
    console.error(
      `check:html: ${errors.length} error(s) of the Nu HTML Checker on ${new Set(errors.map((f) => f.route)).size} of ${pages.length} page(s):\n`,
    );
    for (const finding of errors) console.error(`  ${formatHtmlFinding(finding)}`);
    process.exit(1);
  }
  const warned = warnings ? `, ${findings.length} warning(s)` : '';
  console.log(`check:html: ${pages.length} pages, no errors of the Nu HTML Checker${warned} (${seconds} s)`);
}

main().catch((error: unknown) => {
  console.error(`check:html: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
