/**
 * Prints how many pages are drafts and which.
 *   npm run content:report                      the whole site
 *   npm run content:report -- --under docs/products/player/web --none
 *       exits 1 if any page under that folder is still a draft
 *   npm run content:report -- --json            machine-readable
 */
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { formatContentReport, loadContentReport } from './lib/content';

const { values } = parseArgs({
  options: {
    under: { type: 'string' },
    none: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});

const siteRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const report = loadContentReport(siteRoot, values.under);
console.log(values.json ? JSON.stringify(report, null, 2) : formatContentReport(report, values.under));
if (values.none && report.drafts.length > 0) {
  console.error(`\n${report.drafts.length} draft page(s)${values.under ? ` under ${values.under}` : ''}.`);
  process.exit(1);
}
