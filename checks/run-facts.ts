/**
 * Every facts check over the repository: prose against catalog/facts.yaml, the OpenAPI documents
 * against the catalogues and the facts, the paths the content names, and the catalogues against
 * each other. `check-facts.ts` prints the findings; `tests/unit/facts.test.ts` runs the same.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_7X_RELEASE, loadCatalog } from '../plugins/error-catalog/api';
import { loadFacts } from '../plugins/facts/api';
import type { FactsFile } from '../plugins/facts/api';
import * as catalogues from './catalogues';
import { checkConditions, checkStatements, codeNames } from './facts';
import { type Finding, type SourceFile, contentFiles } from './lib/sources';
import * as openapi from './openapi';
import {
  checkExampleIdentities,
  checkIdValues,
  checkPlayableContent,
  checkSampleTitles,
  checkVersionSnapshots,
  codeSampleValues,
  idPatterns,
} from './ids';
import { checkRaisers } from './raisers';
import { parseYamlWithLines } from './lib/yaml-lines';

export interface FactsInputs {
  files: readonly SourceFile[];
  facts: FactsFile;
  catalogue: readonly (openapi.CatalogEntryLike & catalogues.DatedCode)[];
  /** catalog/features.yaml as text. */
  features: string;
}

export function readFactsInputs(root: string): FactsInputs {
  return {
    // The facts catalogue is the source, not content held to it.
    files: contentFiles(root).filter((f) => f.path !== 'catalog/facts.yaml'),
    facts: loadFacts(root),
    catalogue: loadCatalog(root).entries,
    features: readFileSync(join(root, 'catalog', 'features.yaml'), 'utf8'),
  };
}

const byPlace = (a: Finding, b: Finding) => a.file.localeCompare(b.file) || a.line - b.line;

/** Every finding, in file and line order. */
export function checkAllFacts({ files, facts, catalogue, features }: FactsInputs): Finding[] {
  const names = codeNames(catalogue);
  const apis = openapi.apiFiles(files);
  const templates = openapi.pathTemplates(apis);
  const events = openapi.webhookEvents(apis);
  const deliveryHeaders = openapi.webhookHeaders(apis);
  const since = catalogues.featureSince(features);
  const surfaces = catalogues.sdkSurfaces(files);
  const markdown = files.filter((f) => /\.mdx?$/.test(f.path));
  const ids = idPatterns(apis);
  const examples = [...openapi.openApiExampleValues(apis), ...markdown.flatMap(openapi.markdownJsonValues)];
  const samples = markdown.flatMap(codeSampleValues);
  const findings: Finding[] = [
    ...files.flatMap((f) => checkIdValues(f, ids)),
    ...files.flatMap((f) => [...checkStatements(f, facts), ...checkConditions(f, facts.conditions, names)]),
    ...openapi.checkProblemExamples(apis, catalogue),
    ...openapi.checkLicenceSecurity(apis, facts),
    ...openapi.checkExampleValues(examples, facts),
    ...checkExampleIdentities([...examples, ...samples], ids),
    ...checkSampleTitles(samples),
    ...checkVersionSnapshots(examples),
    ...checkPlayableContent(examples, ids),
    ...files.flatMap((f) => openapi.checkNamedPaths(f, templates)),
    ...files.flatMap((f) => openapi.checkNamedWebhooks(f, events)),
    ...files.flatMap((f) => openapi.checkWebhookDeliveries(f, deliveryHeaders)),
    ...files.filter((f) => f.path.startsWith('catalog/errors/')).flatMap((f) => catalogues.checkCodeFeatures(f, since)),
    ...catalogues.checkSharedNatives(files.filter((f) => f.path.startsWith('catalog/errors/'))),
    ...files.filter((f) => f.path.startsWith('catalog/errors/')).flatMap(catalogues.checkRetryVerdicts),
    ...files.filter((f) => f.path.startsWith('catalog/releases/')).flatMap(catalogues.checkReleaseRepeats),
    ...files
      .filter((f) => f.path.startsWith('catalog/releases/'))
      .flatMap((f) => catalogues.checkChangesOfBehaviour(f, catalogue)),
    ...files
      .filter((f) => f.path.startsWith('catalog/releases/'))
      .flatMap((f) => catalogues.checkReleaseMembers(f, surfaces)),
    ...catalogues.checkReleasedFacts(
      facts,
      files.filter((f) => f.path.startsWith('catalog/releases/')),
    ),
    ...catalogues.checkDeprecationsNoted(
      catalogue,
      files.filter((f) => f.path.startsWith('catalog/releases/')),
      files.find((f) => f.path === catalogues.API_CHANGELOG),
    ),
    ...catalogues.checkChangelogOrder(files.find((f) => f.path === catalogues.API_CHANGELOG)),
    ...catalogues.checkServiceCodesNoted(
      catalogue,
      files.find((f) => f.path === catalogues.API_CHANGELOG),
      FIRST_7X_RELEASE,
    ),
    ...markdown.flatMap((f) => {
      const platform = /^docs\/products\/player\/([^/]+)\//.exec(f.path)?.[1];
      const releases = files.find((r) => r.path === `catalog/releases/${platform}.yaml`)?.text;
      return catalogues.checkMigrationAdds(f, releases, features);
    }),
  ];
  findings.push(...checkRaisers(files, catalogue, entryLines(files)));
  const seen = new Set<string>();
  return findings
    .filter((f) => {
      const key = JSON.stringify(f);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort(byPlace);
}

/** Where each code's entry is in catalog/errors: the line of its `raisedBy`, else of its `code`. */
export function entryLines(files: readonly SourceFile[]): (code: string) => { file: string; line: number } {
  const at = new Map<string, { file: string; line: number }>();
  for (const file of files.filter((f) => f.path.startsWith('catalog/errors/'))) {
    const located = parseYamlWithLines(file.text);
    const entries = (located.data as { entries?: { code?: unknown; raisedBy?: unknown }[] } | null)?.entries ?? [];
    entries.forEach((entry, i) => {
      const key = entry.raisedBy === undefined ? 'code' : 'raisedBy';
      at.set(String(entry.code), { file: file.path, line: located.lineOf(['entries', i, key]) });
    });
  }
  return (code) => at.get(code) ?? { file: 'catalog/errors', line: 1 };
}
