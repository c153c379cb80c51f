import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildContentReport,
  formatContentReport,
  listPageFiles,
  loadContentReport,
  readPageInfo,
} from '../../scripts/lib/content';

describe('content report', () => {
  it('reads the draft flag and title from front matter', () => {
    expect(readPageInfo('docs/a.md', '---\ntitle: A\ndraft_content: true\n---\nBody')).toEqual({
      file: 'docs/a.md',
      title: 'A',
      draft: true,
    });
    expect(readPageInfo('docs/b.md', '# No front matter')).toMatchObject({ draft: false, title: null });
  });

  it('rejects a draft flag that is not a boolean', () => {
    expect(() => readPageInfo('docs/c.md', '---\ndraft_content: "yes"\n---\n')).toThrow(
      'docs/c.md: draft_content must be true or false',
    );
  });

  it('counts drafts per area and lists them', () => {
    const report = buildContentReport([
      { file: 'docs/products/player/web/a.md', title: 'A', draft: true },
      { file: 'docs/products/player/web/b.md', title: 'B', draft: false },
      { file: 'docs/api/doc1.md', title: 'Getting started', draft: true },
    ]);
    expect(report).toMatchObject({
      total: 3,
      written: 1,
      draftsByArea: { 'docs/products/player/web': 1, 'docs/api': 1 },
    });
    const text = formatContentReport(report);
    expect(text).toContain('Pages: 3; written: 1; drafts: 2');
    expect(text).toContain('docs/api/doc1.md  (Getting started)');
  });

  it('reads the real site and counts every hand-written page (the API reference is generated)', () => {
    const report = loadContentReport(join(__dirname, '..', '..'));
    expect(report.total).toBeGreaterThan(140);
    expect(listPageFiles(join(__dirname, '..', '..')).some((file) => file.endsWith('.api.mdx'))).toBe(false);
    expect(report.drafts.every((d) => d.file.endsWith('.md') || d.file.endsWith('.mdx'))).toBe(true);
  });

  it('keeps the pages this site owns out of the drafts', () => {
    const report = loadContentReport(join(__dirname, '..', '..'), 'src/pages');
    expect(report.drafts.map((d) => d.file)).not.toContain('src/pages/index.tsx');
  });
});

describe('written areas', () => {
  // Areas whose pages are all written: a page there may not go back to draft.
  it.each([
    'docs/products/player/web',
    'docs/products/player/chromecast',
    'docs/products/player/android',
    'docs/products/player/ios',
    'docs/products/player/roku',
    'docs/api',
    'docs/products/cms',
    'docs/products/live',
    'docs/products/vod',
    'docs/support',
    'versioned_docs',
    'src/pages',
  ])('%s has no draft page', (area) => {
    const report = loadContentReport(join(__dirname, '..', '..'), area);
    expect(report.total).toBeGreaterThan(0);
    expect(report.drafts.map((d) => d.file)).toEqual([]);
  });
});
