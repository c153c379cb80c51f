/**
 * `npm run mcp`: the FLP docs MCP server.
 *   npm run mcp                         stdio; reads the site the build is configured for (FLP_SITE_URL, FLP_BASE_URL)
 *   npm run mcp -- --site URL           stdio; reads a deployed site
 *   npm run mcp -- --build build        stdio; reads a local build folder (tests, offline use)
 *   npm run mcp -- --http 3100          Streamable HTTP on 127.0.0.1:3100/mcp instead of stdio
 * stdout carries the protocol only: every message of the server goes to stderr.
 * This file holds the command line; main.ts runs it.
 */
import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { readSiteEnv } from '../src/config/env';
import type { DocsSite } from './tools/shared';
import { createDocsServer } from './server';
import { SiteFiles, buildReader, urlReader, type SiteReader } from './site';

export interface Options {
  site: string | null;
  build: string | null;
  http: number | null;
  host: string;
  revalidateSeconds: number;
  help: boolean;
}

export const USAGE = `Usage: npm run mcp -- [--site URL | --build DIR] [--http PORT [--host HOST]] [--revalidate SECONDS]
  --site URL          the FLP docs site to read (default: FLP_SITE_URL + FLP_BASE_URL, as the build)
  --build DIR         read a local build folder instead (links still point to --site, or to the build's own URL)
  --http PORT         serve Streamable HTTP on http://HOST:PORT/mcp instead of stdio
  --host HOST         address for --http (default 127.0.0.1)
  --revalidate SECONDS  how often the site's version is checked (default 60); files are read once per version
  --help              this text`;

export class UsageError extends Error {}

export function parseArgs(argv: readonly string[]): Options {
  const options: Options = {
    site: null,
    build: null,
    http: null,
    host: '127.0.0.1',
    revalidateSeconds: 60,
    help: false,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    const [name, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = (): string => {
      const found = inline ?? argv[++i];
      if (found === undefined || found === '') throw new UsageError(`${name} needs a value`);
      return found;
    };
    const numeric = (valid: (n: number) => boolean, what: string): number => {
      const n = Number(value());
      if (!valid(n)) throw new UsageError(`${name} needs ${what}`);
      return n;
    };
    switch (name) {
      case '--site': {
        const url = value();
        let parsed: URL;
        try {
          parsed = new URL(url);
        } catch {
          throw new UsageError(`--site: "${url}" is not an absolute URL (e.g. https://developers.flp.video)`);
        }
        if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
          throw new UsageError('--site must be http or https');
        options.site = parsed.href.replace(/\/?$/, '/');
        break;
      }
      case '--build':
        options.build = value();
        break;
      case '--http':
        options.http = numeric((port) => Number.isInteger(port) && port >= 1 && port <= 65535, 'a port number');
        break;
      case '--host':
        options.host = value();
        break;
      case '--revalidate':
        options.revalidateSeconds = numeric(
          (seconds) => Number.isFinite(seconds) && seconds >= 0,
          'a number of seconds',
        );
        break;
      case '--help':
      case '-h':
        options.help = true;
        break;
      default:
        throw new UsageError(`Unknown argument "${arg}"`);
    }
  }
  return options;
}

/** The site URL the build is configured for, as docusaurus.config.ts reads it. */
export function configuredSiteUrl(env: NodeJS.ProcessEnv = process.env): string {
  const { siteUrl, baseUrl } = readSiteEnv(env);
  return `${siteUrl}${baseUrl}`;
}

/** The public URL a build was made for, from its llms.txt (whose links are absolute twin URLs). */
export async function builtSiteUrl(reader: SiteReader): Promise<string | null> {
  const text = await reader.read('llms.txt').catch(() => '');
  const link = /\]\((https?:\/\/[^)\s]+?\/)docs\/[^)\s]*\)/.exec(text);
  return link?.[1] ?? null;
}

export async function openSite(options: Options): Promise<DocsSite> {
  const reader = options.build ? buildReader(options.build) : urlReader(options.site ?? configuredSiteUrl());
  const publicUrl =
    options.site ?? (options.build ? ((await builtSiteUrl(reader)) ?? configuredSiteUrl()) : configuredSiteUrl());
  return { files: new SiteFiles(reader, { revalidateMs: options.revalidateSeconds * 1000 }), publicUrl };
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** Stateless Streamable HTTP: a server and a transport per request, all reading the same files. */
export function serveHttp(site: DocsSite, options: Pick<Options, 'http' | 'host'>): Promise<Server> {
  const http = createHttpServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/mcp') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('The MCP endpoint is /mcp\n');
      return;
    }
    if (request.method !== 'POST') {
      response.writeHead(405, { Allow: 'POST', 'Content-Type': 'text/plain' }).end('Stateless server: POST only\n');
      return;
    }
    void (async () => {
      const server = createDocsServer(site);
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      response.on('close', () => {
        void transport.close();
        void server.close();
      });
      try {
        const body = await readBody(request);
        await server.connect(transport);
        await transport.handleRequest(request, response, body);
      } catch (error) {
        if (!response.headersSent) {
          response.writeHead(400, { 'Content-Type': 'application/json' }).end(
            JSON.stringify({
              jsonrpc: '2.0',
              error: { code: -32700, message: `Bad request: ${(error as Error).message}` },
              id: null,
            }),
          );
        }
      }
    })();
  });
  return new Promise((listening, failed) => {
    http.once('error', failed);
    http.listen(options.http ?? 0, options.host, () => listening(http));
  });
}

export async function main(): Promise<void> {
  let options: Options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      process.exit(2);
    }
    throw error;
  }
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const site = await openSite(options);
  if (options.http !== null) {
    const http = await serveHttp(site, options);
    const { port } = http.address() as AddressInfo;
    console.error(`flp-docs MCP server on http://${options.host}:${port}/mcp, reading ${site.files.reader.origin}`);
    return;
  }
  const server = createDocsServer(site);
  await server.connect(new StdioServerTransport());
  console.error(`flp-docs MCP server on stdio, reading ${site.files.reader.origin} (links to ${site.publicUrl})`);
}
