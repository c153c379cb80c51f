/**
 * dev-problems, listed in docusaurus.config.ts under `docusaurus start` only: what the production
 * build would fail on, shown in the browser and printed once in the terminal while a writer edits.
 * - A docs load that fails (a front matter value of the wrong type) keeps the docs as they were and
 *   names the file and line (docs-plugin.ts, the docs plugin as the dev server runs it).
 * - A Markdown link to a path that is no page of the site (client.ts, which checks the links of the
 *   page shown against the site's routes; remark.ts gives each link its place in the source).
 * The browser's module shows them in a banner; it hears of the server's problems and reports the
 * page's broken links at `/__dev-problems` (a middleware of the dev server). MDX syntax errors are
 * the MDX compiler's, in its own overlay.
 */
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from '@docusaurus/types';
import type { Configuration } from 'webpack';
import { ENDPOINT, LINKS_SOURCE } from './constants';
import { type Problem, currentProblems, onProblems, reportProblems } from './problems';

function isProblem(value: unknown): value is Problem {
  const p = value as Problem;
  return (
    typeof p === 'object' &&
    p !== null &&
    (p.file === null || typeof p.file === 'string') &&
    (p.line === null || Number.isInteger(p.line)) &&
    typeof p.message === 'string'
  );
}

function serve(req: IncomingMessage, res: ServerResponse): void {
  if (req.method === 'POST') {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      try {
        const { page, problems } = JSON.parse(body) as { page?: unknown; problems?: unknown };
        if (typeof page !== 'string' || !Array.isArray(problems) || !problems.every(isProblem)) throw new Error();
        reportProblems(`${LINKS_SOURCE}${page}`, problems);
        res.writeHead(204).end();
      } catch {
        res.writeHead(400).end();
      }
    });
    return;
  }
  // The server's own problems (not the pages' links, which each browser checks itself), now and on change.
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
  const send = (): void => {
    res.write(`data: ${JSON.stringify(currentProblems((source) => !source.startsWith(LINKS_SOURCE)))}\n\n`);
  };
  send();
  const off = onProblems(send);
  req.on('close', off);
}

export default function devProblemsPlugin(): Plugin {
  return {
    name: 'dev-problems',

    getClientModules() {
      return [join(__dirname, 'client.ts')];
    },

    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const devServer = {
        // Docusaurus has a setupMiddlewares of its own: webpack-merge calls both with the same list
        // and joins what they return, so this one adds to the list and returns nothing more.
        setupMiddlewares(middlewares: unknown[]) {
          middlewares.unshift({ name: 'dev-problems', path: ENDPOINT, middleware: serve });
          return [];
        },
      };
      return { devServer } as Configuration;
    },
  };
}
