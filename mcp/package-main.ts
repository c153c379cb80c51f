/**
 * Entry point of the published server (`npx -y @flp/docs-mcp`, packed by `npm run mcp:pack`): the
 * same command line as `npm run mcp`, whose default site is the one the package was packed for.
 */
import { main } from './cli';

declare const PACKED_SITE_URL: string;

process.env.FLP_SITE_URL ??= PACKED_SITE_URL;

main().catch((error: unknown) => {
  console.error(`flp-docs MCP server: ${(error as Error).message}`);
  process.exit(1);
});
