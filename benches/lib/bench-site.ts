/**
 * The servers a browser bench measures: the build behind nginx with the production headers
 * (serving/serve-prod.ts), the local identity server when the build signs in against one, and a
 * second nginx for a comparison site. Shared by bench:lighthouse and bench:interaction.
 */
import type { ChildServers } from '../../serving/child-servers';
import { waitFor } from '../../serving/child-servers';

/** Whether something answers on the port (anything but a refused connection counts). */
export async function portTaken(host: string, port: number): Promise<boolean> {
  try {
    await fetch(`http://${host}:${port}/`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch (error) {
    const code = ((error as Error).cause as { code?: string } | undefined)?.code;
    return code !== 'ECONNREFUSED';
  }
}

export interface BenchSite {
  /** First port of the bench (`FLP_BENCH_PORT`, 8090); a comparison site takes the next one. */
  port: number;
  authUrl: URL;
  /** Whether the build signs in against the local identity server (started here). */
  localIdentity: boolean;
  /** One host name for the site and the identity server: one site for the browser's cookies. */
  host: string;
  origin: string;
}

/** The bench's ports and sign-in, from the environment the build was made with. */
export function benchSite(): BenchSite {
  const port = Number(process.env.FLP_BENCH_PORT ?? 8090);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`FLP_BENCH_PORT is not a port: ${process.env.FLP_BENCH_PORT}`);
  const authUrl = new URL(process.env.FLP_AUTH_URL ?? 'http://localhost:8080/auth');
  const localIdentity =
    !process.env.FLP_AUTH_PROVIDER_URL &&
    ['localhost', '127.0.0.1'].includes(authUrl.hostname) &&
    authUrl.pathname.replace(/\/$/, '') === '/auth';
  const host = localIdentity ? authUrl.hostname : '127.0.0.1';
  return { port, authUrl, localIdentity, host, origin: `http://${host}:${port}` };
}

/** Fails when a port the bench needs (the site's, and the next one with a comparison site) is in use. */
export async function checkPorts(site: BenchSite, withComparison: boolean): Promise<void> {
  for (const p of withComparison ? [site.port, site.port + 1] : [site.port]) {
    if (await portTaken(site.host, p)) throw new Error(`port ${p} is in use; set FLP_BENCH_PORT to a free port`);
  }
}

/** Serves a folder with nginx and the production configuration; resolves when `path` answers. */
export async function serveFolder(
  servers: ChildServers,
  site: BenchSite,
  name: string,
  root: string,
  port: number,
  path: string,
): Promise<string> {
  const origin = `http://${site.host}:${port}`;
  const server = servers.startScript(name, 'serving/serve-prod.ts', {
    FLP_PROD_PORT: String(port),
    FLP_PROD_ROOT: root,
    FLP_AUTH_URL: site.authUrl.href.replace(/\/$/, ''),
  });
  await waitFor(`${origin}${path}`, name, server, 30);
  return origin;
}

/** The build behind nginx on the site's port, and the local identity server when it signs in there. */
export async function servePortal(servers: ChildServers, site: BenchSite, dir: string, baseUrl: string): Promise<void> {
  await serveFolder(servers, site, 'nginx', dir, site.port, baseUrl);
  if (!site.localIdentity) return;
  const { authUrl } = site;
  const idpPort = Number(authUrl.port || 80);
  if (await portTaken(authUrl.hostname, idpPort)) {
    throw new Error(
      `port ${idpPort} of FLP_AUTH_URL is in use (npm start?). Stop that server, or build with ` +
        'FLP_AUTH_URL on a free port and run the bench with the same FLP_AUTH_URL.',
    );
  }
  const idp = servers.startScript('identity server', 'identity/server.ts', {
    FLP_IDP_HOST: authUrl.hostname,
    FLP_IDP_PORT: String(idpPort),
    FLP_IDP_SITE_ORIGINS: site.origin,
  });
  const realm = process.env.FLP_AUTH_REALM?.trim() || 'flp';
  await waitFor(`${authUrl.origin}/auth/realms/${realm}/.well-known/openid-configuration`, 'identity server', idp, 30);
}

/**
 * Runs a bench's main function: its servers stop when it ends, fails (exit 1 with the message) or
 * is interrupted (exit 130).
 */
export function runBench(name: string, servers: ChildServers, main: () => Promise<void>): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      servers.stopAll();
      process.exit(130);
    });
  }
  main().catch((error: unknown) => {
    servers.stopAll();
    console.error(`${name}: ${(error as Error).message}`);
    process.exit(1);
  });
}
