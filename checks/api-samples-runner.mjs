/**
 * Runs Node.js code samples one after the other in this one process (checks/api-samples.ts): each is
 * imported as the ES module a reader would save and run with `node sample.mjs`, and is done when
 * nothing it started keeps the event loop alive, which is when `node` would have exited. An uncaught
 * exception or unhandled rejection of the sample is its exit status 1, as in `node`; what it prints
 * (console, process.stdout and process.stderr) is its output.
 *
 *   node api-samples-runner.mjs <manifest.json>   manifest: [{ "key": "…", "file": "…/x.mjs" }, …]
 *
 * Prints `@@flp-sample-ready@@` once started, then one line per sample,
 * `@@flp-sample-result@@ {"key","code","output","ms"}`, written synchronously so that the runner
 * itself keeps nothing pending.
 */
import { Console } from 'node:console';
import { readFileSync, writeSync } from 'node:fs';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { inspect } from 'node:util';

const MARK = '@@flp-sample-result@@ ';

/** What the sample being run printed, and its exit status so far. */
let current = { output: [], code: 0 };

const sink = new Writable({
  write(chunk, _encoding, callback) {
    current.output.push(String(chunk));
    callback();
  },
});
globalThis.console = new Console({ stdout: sink, stderr: sink });
for (const stream of [process.stdout, process.stderr]) {
  stream.write = (chunk, encoding, callback) => {
    current.output.push(String(chunk));
    if (typeof encoding === 'function') encoding();
    else if (typeof callback === 'function') callback();
    return true;
  };
}

/** `process.exit(n)` of a sample ends the sample with status n (the runner goes on). */
class SampleExit extends Error {
  constructor(code) {
    super(`process.exit(${code})`);
    this.code = code;
  }
}
const exit = process.exit.bind(process);
process.exit = (code) => {
  throw new SampleExit(Number(code ?? process.exitCode ?? 0));
};

function fail(error) {
  if (error instanceof SampleExit) {
    current.code = error.code;
    return;
  }
  current.output.push(`${inspect(error)}\n`);
  current.code = 1;
}
process.on('uncaughtException', fail);
process.on('unhandledRejection', fail);

/**
 * Resolves once nothing but the runner's own handles (its stdout and stderr pipes, listed by
 * `getActiveResourcesInfo` though they keep no process alive) is left of what the sample started:
 * timers, sockets, requests.
 */
async function settled() {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 2));
    const left = [...own];
    const busy = process.getActiveResourcesInfo().some((resource) => {
      const index = left.indexOf(resource);
      if (index < 0) return true;
      left.splice(index, 1);
      return false;
    });
    if (!busy) return;
  }
}

await new Promise((resolve) => setTimeout(resolve, 10));
const own = process.getActiveResourcesInfo();
const manifest = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8'));
writeSync(1, '@@flp-sample-ready@@\n');
for (const { key, file } of manifest) {
  current = { output: [], code: 0 };
  process.exitCode = undefined;
  const start = performance.now();
  try {
    await import(pathToFileURL(file).href);
  } catch (error) {
    fail(error);
  }
  await settled();
  const code = current.code || Number(process.exitCode ?? 0);
  const ms = performance.now() - start;
  writeSync(1, `${MARK}${JSON.stringify({ key, code, output: current.output.join(''), ms })}\n`);
}
process.exitCode = 0;
exit(0);
