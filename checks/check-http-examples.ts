/**
 * `npm run check:http-examples`: every HTTP example of the docs and SDK samples against its OpenAPI
 * operation (http-examples.ts). Prints each finding as `file:line: [rule] found …; …` and exits 1
 * when there is one.
 */
import { join } from 'node:path';
import { runHttpExamples } from './http-examples';
import { contentFiles, exitWithFindings } from './lib/sources';

const { findings, stats } = runHttpExamples(contentFiles(join(__dirname, '..')));
// `--list`: every example found, with the operation it was matched to.
if (process.argv.includes('--list')) for (const line of stats.list) console.log(line);
console.log(
  `check:http-examples: ${stats.found} examples of the documented APIs, ${stats.checked} matched to an operation`,
);
exitWithFindings('check:http-examples', findings, 'every HTTP example agrees with its OpenAPI operation', 'finding(s)');
