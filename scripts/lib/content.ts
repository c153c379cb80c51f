/**
 * The content report: which pages are written and which are still drafts
 * (front matter `draft_content: true`). Drafts are counted, never hidden.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { DRAFT_FLAG } from '../../src/lib/draft';
import { splitFrontMatter } from './markdown';

/** Folders that hold pages, relative to the site root. */
export const CONTENT_ROOTS = ['docs', 'versioned_docs', 'src/pages'] as const;

export interface PageInfo {
  /** Path relative to the site root, with forward slashes. */
  file: string;
  title: string | null;
  draft: boolean;
}

export interface ContentReport {
  total: number;
  drafts: PageInfo[];
  written: number;
  /** Drafts per top-level area, e.g. "docs/products/player/web". */
  draftsByArea: Record<string, number>;
}

/** Markdown pages anywhere; React pages in src/pages (always written: no front matter). */
const PAGE_FILE = /\.mdx?$/;
const REACT_PAGE = /^src\/pages\/.*\.tsx$/;

export function listPageFiles(siteRoot: string): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      if (name.startsWith('_') || name.startsWith('.') || name === 'README.md') continue;
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else {
        const file = relative(siteRoot, full).split(sep).join('/');
        // Generated API reference pages (`*.api.mdx`) are not part of the written content.
        if ((PAGE_FILE.test(name) && !name.endsWith('.api.mdx')) || REACT_PAGE.test(file)) files.push(file);
      }
    }
  };
  for (const root of CONTENT_ROOTS) {
    try {
      walk(join(siteRoot, root));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return files.sort();
}

export function readPageInfo(file: string, source: string): PageInfo {
  let data: Record<string, unknown>;
  try {
    data = splitFrontMatter(source).data;
  } catch (error) {
    throw new Error(`${file}: invalid front matter: ${(error as Error).message}`);
  }
  const flag = data[DRAFT_FLAG];
  if (flag !== undefined && typeof flag !== 'boolean') {
    throw new Error(`${file}: ${DRAFT_FLAG} must be true or false, got ${JSON.stringify(flag)}`);
  }
  return { file, title: typeof data.title === 'string' ? data.title : null, draft: flag === true };
}

function areaOf(file: string): string {
  const parts = file.split('/');
  const depth = parts[0] === 'docs' && parts[1] === 'products' ? 4 : parts[0] === 'versioned_docs' ? 2 : 2;
  return parts.slice(0, Math.min(depth, parts.length - 1)).join('/');
}

export function buildContentReport(pages: readonly PageInfo[]): ContentReport {
  const drafts = pages.filter((p) => p.draft);
  const draftsByArea: Record<string, number> = {};
  for (const page of drafts) {
    const area = areaOf(page.file);
    draftsByArea[area] = (draftsByArea[area] ?? 0) + 1;
  }
  return { total: pages.length, drafts, written: pages.length - drafts.length, draftsByArea };
}

export function loadContentReport(siteRoot: string, under?: string): ContentReport {
  const files = listPageFiles(siteRoot).filter((f) => under === undefined || f.startsWith(under));
  return buildContentReport(files.map((f) => readPageInfo(f, readFileSync(join(siteRoot, f), 'utf8'))));
}

export function formatContentReport(report: ContentReport, under?: string): string {
  const scope = under ? ` under ${under}` : '';
  const lines = [`Pages${scope}: ${report.total}; written: ${report.written}; drafts: ${report.drafts.length}`];
  const areas = Object.entries(report.draftsByArea).sort(([a], [b]) => a.localeCompare(b));
  if (areas.length > 0) {
    lines.push('', 'Drafts by area:');
    for (const [area, count] of areas) lines.push(`  ${String(count).padStart(4)}  ${area}`);
    lines.push('', 'Draft pages:');
    for (const page of report.drafts) lines.push(`  ${page.file}${page.title ? `  (${page.title})` : ''}`);
  }
  return lines.join('\n');
}
