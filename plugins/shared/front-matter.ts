/**
 * Splits a docs source into its YAML front matter and its body. Shared by the plugins (docs pages,
 * Markdown twins), the content checks and the scripts.
 */
import { parse as parseYaml } from 'yaml';

export interface FrontMatterResult {
  data: Record<string, unknown>;
  body: string;
}

export function splitFrontMatter(source: string): FrontMatterResult {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { data: {}, body: source };
  const data: unknown = parseYaml(match[1]!);
  if (data !== null && (typeof data !== 'object' || Array.isArray(data))) {
    throw new Error('Front matter must be a YAML mapping');
  }
  return { data: (data ?? {}) as Record<string, unknown>, body: source.slice(match[0].length) };
}
