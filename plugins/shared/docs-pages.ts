/**
 * The pages of the current docs version, hand-written and generated, with their titles: the one place
 * the plugins and tests learn which docs routes exist (for link checks) without a build.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { splitFrontMatter } from './front-matter';
import { renderReference } from '../api-reference/generate';
import { GENERATED_SUFFIX } from '../api-reference/render';

export const DOCS_DIR = 'docs';

function walk(dir: string, files: string[] = []): string[] {
  if (!existsSync(dir)) return files;
  for (const name of readdirSync(dir)) {
    if (name.startsWith('_') || name.startsWith('.') || name === 'README.md') continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, files);
    else if (/\.mdx?$/.test(name) && !name.endsWith(GENERATED_SUFFIX)) files.push(full);
  }
  return files;
}

function titleOf(data: Record<string, unknown>, body: string): string | null {
  if (typeof data.title === 'string') return data.title;
  return /^#\s+(.+)$/m.exec(body)?.[1]?.trim() ?? null;
}

/** Route → title of every docs page of the current version: the Markdown files of docs/ and the API reference. */
export function readDocsPages(siteDir: string): Map<string, string | null> {
  const pages = new Map<string, string | null>();
  const docsDir = join(siteDir, DOCS_DIR);
  for (const file of walk(docsDir)) {
    const rel = relative(docsDir, file)
      .split(sep)
      .join('/')
      .replace(/\.mdx?$/, '');
    const { data, body } = splitFrontMatter(readFileSync(file, 'utf8'));
    const slug = typeof data.slug === 'string' ? data.slug : null;
    const route = slug?.startsWith('/')
      ? `/docs${slug === '/' ? '' : slug}`
      : `/docs/${rel.replace(/(^|\/)index$/, '')}`.replace(/\/$/, '');
    pages.set(route, titleOf(data, body));
  }
  for (const page of renderReference(siteDir).pages) {
    const { data, body } = splitFrontMatter(page.content);
    pages.set(page.route, titleOf(data, body));
  }
  return pages;
}
