/**
 * `npm run check:rendering [-- --dir build]`: the rendering check (rendering.ts) over every page
 * of a build. Exits 1 with each page, the source line and the text found.
 */
import { readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { builtPages, checkPage, formatFinding, SourceIndex } from './rendering';

const args = process.argv.slice(2);
const dirArg = args.indexOf('--dir');
const siteDir = resolve(__dirname, '..');
const outDir = resolve(siteDir, dirArg >= 0 ? (args[dirArg + 1] ?? '') : (process.env.FLP_TEST_BUILD_DIR ?? 'build'));

if (!existsSync(join(outDir, 'index.html'))) {
  console.error(`check:rendering: no build in ${outDir} (run \`npm run build\` first)`);
  process.exit(1);
}

const started = Date.now();
const sources = new SourceIndex(siteDir, ['docs', 'versioned_docs', 'src/pages', 'catalog', 'api']);
const pages = builtPages(outDir);
const findings = pages.flatMap(([route, file]) => checkPage(route, readFileSync(file, 'utf8'), sources));
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (findings.length > 0) {
  console.error(
    `check:rendering: ${findings.length} piece(s) of Markdown or MDX syntax shown as text on ${new Set(findings.map((f) => f.route)).size} page(s):\n`,
  );
  for (const finding of findings) console.error(`  ${formatFinding(finding)}`);
  process.exit(1);
}
console.log(`check:rendering: ${pages.length} pages, no raw Markdown or MDX in their visible text (${seconds} s)`);
