/**
 * `npm run check:openapi`: the OpenAPI documents of `api/` under the standard rulesets, no warning
 * allowed (openapi-lint.ts). Prints each finding as `file:line: [linter rule] message` and exits 1
 * when there is one.
 */
import { join } from 'node:path';
import { lintOpenApi, openApiDocuments } from './openapi-lint';

const root = join(__dirname, '..');

async function main(): Promise<void> {
  const started = Date.now();
  const files = openApiDocuments(root);
  const findings = await lintOpenApi(files);
  for (const f of findings) console.log(`${f.file}:${f.line}: [${f.linter} ${f.rule}] ${f.severity}: ${f.message}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    findings.length === 0
      ? `check:openapi: ${files.length} documents, no finding from Spectral (spectral:oas) or Redocly (recommended) (${seconds} s)`
      : `check:openapi: ${findings.length} finding(s) in ${files.length} documents (${seconds} s)`,
  );
  process.exit(findings.length === 0 ? 0 : 1);
}

void main();
