/**
 * What the six tools share: the site they read (its files and public URL), the shape of an answer,
 * the error for input a tool cannot serve, the docs versions and platforms they accept, and a
 * tool's answer as the SDK returns it.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import olderVersions from '../../versions.json';
import { PLATFORMS } from '../../src/data/registry';
import type { SiteFiles } from '../site';

/** Input the tool cannot answer as given; the message says what to send instead. */
export class ToolInputError extends Error {
  override name = 'ToolInputError';
}

export interface Answer<T> {
  markdown: string;
  data: T;
}

export interface DocsSite {
  files: SiteFiles;
  /** Public URL of the site with its base path and a trailing slash: the links of the answers. */
  publicUrl: string;
}

/** The current docs version's label (docusaurus.config.ts, `versions.current.label`). */
export const CURRENT_VERSION = '7.x';

/** Older docs versions, newest first (versions.json). */
export const OLDER_VERSIONS: readonly string[] = olderVersions;

export const PLATFORM_IDS: readonly string[] = PLATFORMS.map((p) => p.id);

/** The public URL of a site route. */
export function absolute(site: DocsSite, route: string): string {
  return `${site.publicUrl}${route.replace(/^\//, '')}`;
}

/** A platform the tool knows (lower-cased), or undefined when none was given; anything else is a ToolInputError. */
export function checkPlatform(
  platform: string | undefined,
  allowed: readonly string[] = PLATFORM_IDS,
): string | undefined {
  const p = platform?.trim().toLowerCase();
  if (!p) return undefined;
  if (!allowed.includes(p))
    throw new ToolInputError(`Unknown platform "${platform}". Platforms: ${allowed.join(', ')}.`);
  return p;
}

/** A tool's answer: the Markdown for the model, the same answer as structured content. */
export function result(answer: Answer<object>): CallToolResult {
  return {
    content: [{ type: 'text', text: answer.markdown }],
    structuredContent: answer.data as Record<string, unknown>,
  };
}
