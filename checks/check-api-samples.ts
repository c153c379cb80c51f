/**
 * `npm run check:api-samples`: runs every API operation's curl and Node.js code sample (and its Python
 * sample where `python3` with `requests` is installed) against a Prism mock of `api/`, see
 * checks/api-samples.ts. Prints each failing sample with its operation id and language, the count and
 * the time, and exits 1 when one fails.
 *
 *   FLP_SAMPLES_CONCURRENCY   curl samples run at the same time (default: 2 per CPU); the Node.js
 *                             and the Python samples run in one runner process each, beside them
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { loadServiceDocuments } from '../plugins/api-reference/api';
import { type RunLanguage, pythonWithRequests, runSamples, sampleCases, startMock, startRecorder } from './api-samples';

async function main(): Promise<number> {
  const started = Date.now();
  const root = join(__dirname, '..');
  const services = loadServiceDocuments(root);
  const languages: RunLanguage[] = ['curl', 'node'];
  const python = await pythonWithRequests();
  if (python) languages.push('python');
  else console.log('check:api-samples: python3 with requests is not installed: the Python samples are not run');
  const cases = sampleCases(services, languages);
  const concurrency = Number(process.env.FLP_SAMPLES_CONCURRENCY ?? availableParallelism() * 2);
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    console.error(`FLP_SAMPLES_CONCURRENCY: "${process.env.FLP_SAMPLES_CONCURRENCY}" is not a positive integer`);
    return 1;
  }
  const mock = await startMock(root, services);
  const recorder = await startRecorder(mock.port);
  console.log(`check:api-samples: mock ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  try {
    const results = await runSamples(services, cases, recorder, { concurrency, python });
    const failed = results.filter((r) => r.problems.length > 0);
    for (const { sample, problems } of failed) {
      for (const problem of problems)
        console.log(`FAIL ${sample.service} ${sample.operationId} [${sample.language}]: ${problem}`);
    }
    const slowest = [...results].sort((a, b) => b.ms - a.ms).slice(0, 3);
    console.log(
      `check:api-samples: slowest ${slowest.map((r) => `${r.sample.operationId} [${r.sample.language}] ${(r.ms / 1000).toFixed(1)} s`).join(', ')}`,
    );
    const operations = new Set(cases.map((c) => `${c.service} ${c.operationId}`)).size;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `check:api-samples: ${cases.length} samples (${languages.join(', ')}) of ${operations} operations in ${seconds} s`,
    );
    console.log(`samples: ${results.length - failed.length} passed, ${failed.length} failed`);
    return failed.length ? 1 : 0;
  } finally {
    recorder.server.close();
    mock.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`check:api-samples: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
