/**
 * `npm run check:facts`: platform facts have one source. Prints each contradiction as
 * `file:line: [rule] found …; fact <id> is <value>` and exits 1 when there is one.
 */
import { join } from 'node:path';
import { exitWithFindings } from './lib/sources';
import { checkAllFacts, readFactsInputs } from './run-facts';

const root = join(__dirname, '..');
exitWithFindings(
  'check:facts',
  checkAllFacts(readFactsInputs(root)),
  'the content agrees with catalog/facts.yaml and the catalogues',
  'contradiction(s)',
);
