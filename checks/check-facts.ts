/**
 * `npm run check:facts`: platform facts have one source. Prints each contradiction as
 * `file:line: [rule] found …; fact <id> is <value>` and exits 1 when there is one.
 */
import { join } from 'node:path';
import { formatFinding } from './lib/sources';
import { checkAllFacts, readFactsInputs } from './run-facts';

const root = join(__dirname, '..');
const findings = checkAllFacts(readFactsInputs(root));
for (const f of findings) console.log(formatFinding(f));
console.log(
  findings.length === 0
    ? 'check:facts: the content agrees with catalog/facts.yaml and the catalogues'
    : `check:facts: ${findings.length} contradiction(s)`,
);
process.exit(findings.length === 0 ? 0 : 1);
