/**
 * `npm run check:code-blocks`: the highlighted lines of every fenced code block of the docs against
 * the block's code (code-blocks.ts). Prints each finding as `file:line: [rule] found …; …` and exits
 * 1 when there is one.
 */
import { join } from 'node:path';
import { highlightRangeFindings } from './code-blocks';
import { contentFiles, exitWithFindings } from './lib/sources';

exitWithFindings(
  'check:code-blocks',
  highlightRangeFindings(contentFiles(join(__dirname, '..'))),
  'every highlighted range is a whole piece of its block’s code',
  'finding(s)',
);
