/** Entry point of `npm run mcp` (the command line is in cli.ts). */
import { main } from './cli';

main().catch((error: unknown) => {
  console.error(`flp-docs MCP server: ${(error as Error).message}`);
  process.exit(1);
});
