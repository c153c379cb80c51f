import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RunLanguage,
  type SampleCase,
  type SampleResult,
  freePort,
  pythonWithRequests,
  runSamples,
  startRecorder,
} from '../../checks/api-samples';
import { SAMPLE_SERVER, codeSamples } from '../../plugins/api-reference/samples';

/**
 * The runners of check:api-samples (checks/api-samples.ts) against a stand-in for the mock: the
 * generated samples of a documented call pass, and planted samples fail, in each language, with
 * the reason: the wrong status, a body off its schema, an error exit, no request, a sample that
 * never ends (and the runner goes on with the next sample).
 */
const LANGUAGES: RunLanguage[] = ['curl', 'node', 'python'];
const SCHEMA = {
  type: 'object',
  required: ['id', 'title'],
  properties: { id: { type: 'string' }, title: { type: 'string' } },
};

/** The samples the API reference shows for `GET <server><path>` with a bearer token. */
function generated(path: string): Record<RunLanguage, string> {
  const samples = codeSamples({ method: 'GET', url: `${SAMPLE_SERVER}${path}`, query: [], headers: [], auth: true });
  const code = (language: RunLanguage): string => {
    const sample = samples.find((s) => s.value === language);
    if (!sample) throw new Error(`no ${language} sample`);
    return sample.code;
  };
  return { curl: code('curl'), node: code('node'), python: code('python') };
}

/** Samples that call the server and then fail, in each language's own way. */
const CRASHING: Record<RunLanguage, string> = {
  curl: `curl --silent --url '${SAMPLE_SERVER}/items/it_1' > /dev/null\nexit 3\n`,
  node: `fetch('${SAMPLE_SERVER}/items/it_1')\n  .then(res => res.json())\n  .then(json => { throw new Error('planted: ' + json.id); });\n`,
  python: `import requests\n\nresponse = requests.get("${SAMPLE_SERVER}/items/it_1")\nraise RuntimeError("planted: " + response.json()["id"])\n`,
};

/** Samples that call the server and never end. */
const ENDLESS: Record<RunLanguage, string> = {
  curl: `curl --silent --url '${SAMPLE_SERVER}/items/it_1'\nsleep 600\n`,
  node: `await fetch('${SAMPLE_SERVER}/items/it_1');\nsetInterval(() => {}, 1000);\n`,
  python: `import time\nimport requests\n\nrequests.get("${SAMPLE_SERVER}/items/it_1")\ntime.sleep(600)\n`,
};

/** Samples that print the server's address and call nothing. */
const SILENT: Record<RunLanguage, string> = {
  curl: `echo '${SAMPLE_SERVER}/items/it_1'\n`,
  node: `console.log('${SAMPLE_SERVER}/items/it_1');\n`,
  python: `print("${SAMPLE_SERVER}/items/it_1")\n`,
};

let upstream: Server;
let recorder: Awaited<ReturnType<typeof startRecorder>>;
let results: SampleResult[];
let python: string | undefined;

beforeAll(async () => {
  // The stand-in for Prism: items/it_1 as documented, items/it_2 off its schema, anything else 404.
  upstream = createServer((req, res) => {
    const body =
      req.url === '/items/it_1'
        ? { id: 'it_1', title: 'Northstar' }
        : req.url === '/items/it_2'
          ? { id: 2 }
          : { title: 'Not Found', status: 404 };
    res.writeHead(req.url?.startsWith('/items/it_') ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  const port = await freePort();
  await new Promise<void>((done) => upstream.listen(port, '127.0.0.1', done));
  recorder = await startRecorder(port);
  python = await pythonWithRequests();
  const cases: SampleCase[] = [];
  const add = (name: string, language: RunLanguage, code: string): void => {
    cases.push({
      key: String(cases.length),
      service: 'items',
      operationId: name,
      language,
      code,
      status: 200,
      schema: SCHEMA,
    });
  };
  for (const language of LANGUAGES) {
    add('documented', language, generated('/items/it_1')[language]);
    add('wrong-status', language, generated('/itemz/it_1')[language]);
    add('off-schema', language, generated('/items/it_2')[language]);
    add('crashing', language, CRASHING[language]);
    add('endless', language, ENDLESS[language]);
    // After a sample that never ends, the runner is started again for this one.
    add('after-endless', language, generated('/items/it_1')[language]);
    add('silent', language, SILENT[language]);
  }
  results = await runSamples([], cases, recorder, { concurrency: 2, python, timeoutSeconds: 8 });
}, 60_000);

afterAll(() => {
  recorder?.server.close();
  upstream?.close();
});

function problems(operationId: string, language: RunLanguage): string {
  const result = results.find((r) => r.sample.operationId === operationId && r.sample.language === language);
  if (!result) throw new Error(`${operationId} [${language}] was not run`);
  return result.problems.join('\n');
}

describe.each(LANGUAGES)('check:api-samples runs %s samples', (language) => {
  it('python3 with requests is installed (.ci/run installs it)', () => {
    expect(python).toBeTruthy();
  });

  it('passes the generated sample of a documented call', () => {
    expect(problems('documented', language)).toBe('');
    expect(problems('after-endless', language)).toBe('');
  });

  it('fails a sample answered with another status than the documented one', () => {
    expect(problems('wrong-status', language)).toMatch(/^got status 404, documented 200/);
  });

  it('fails a sample whose answer is off the response schema', () => {
    expect(problems('off-schema', language)).toMatch(/^the 200 body does not match its schema: .*\/id must be string/);
    expect(problems('off-schema', language)).toMatch(/must have required property 'title'/);
  });

  it('fails a sample that exits with an error, with its output', () => {
    expect(problems('crashing', language)).toMatch(
      language === 'curl' ? /^exited with 3/ : /^exited with 1: [^]*planted: it_1/,
    );
  });

  it('fails a sample that does not end', () => {
    expect(problems('endless', language)).toMatch(/^did not finish within 8 s/);
  });

  it('fails a sample that sends no request', () => {
    expect(problems('silent', language)).toBe('sent no request to the mock');
  });
});

it('check:api-samples fails every sample of a language whose runner cannot start', async () => {
  const sample: SampleCase = {
    key: 'no-runner',
    service: 'items',
    operationId: 'documented',
    language: 'python',
    code: generated('/items/it_1').python,
    status: 200,
  };
  const [result] = await runSamples([], [sample], recorder, { concurrency: 1, python: '/nonexistent/python3' });
  expect(result?.problems).toEqual([
    expect.stringMatching(/^exited with 1: could not start \/nonexistent\/python3/),
    'sent no request to the mock',
  ]);
});
