/**
 * The known issues' public face: their catalogue (`catalog/known-issues.yaml`) as read and
 * resolved once per load, its types, and the Markdown forms of its components (the known issues of
 * each release join the release notes' Markdown form through `withKnownIssues`).
 */
export { KNOWN_ISSUES_FILE, knownIssueCatalogue } from './load';
export type { KnownIssue, KnownIssueCatalog } from './lib';
export { knownIssues, withKnownIssues } from './twin';
