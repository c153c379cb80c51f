import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import sidebars from '../../sidebars';
import { PLATFORMS, PRODUCTS, SECTIONS, TAB_GROUPS, docRoute, sectionRoute } from '../../src/data/registry';
import { listPageFiles } from '../../scripts/lib/content';
import { PRODUCT_PAGES } from '../../src/data/productPages';
import { ROOT } from './support/root';

/** Every doc id the sidebars list (ids and category links): the docs plugin fails the build on an id that is no doc. */
function sidebarDocIds(items: unknown, ids = new Set<string>()): Set<string> {
  if (typeof items === 'string') ids.add(items);
  else if (Array.isArray(items)) for (const item of items) sidebarDocIds(item, ids);
  else if (items && typeof items === 'object') {
    const item = items as { type?: string; id?: string; link?: unknown; items?: unknown };
    if (item.type === 'doc' && typeof item.id === 'string') ids.add(item.id);
    sidebarDocIds(item.link, ids);
    sidebarDocIds(item.items, ids);
  }
  return ids;
}

const SIDEBAR_DOCS = sidebarDocIds(Object.values(sidebars));

/** A hand-written page or one generated from the OpenAPI documents, listed in a sidebar. */
function docExists(docId: string): boolean {
  return SIDEBAR_DOCS.has(docId);
}

function firstDoc(items: unknown): string | undefined {
  if (!Array.isArray(items)) return undefined;
  for (const item of items) {
    if (typeof item === 'string') return item;
    if (item && typeof item === 'object' && 'items' in item) {
      const found = firstDoc((item as { items: unknown }).items);
      if (found) return found;
    }
  }
  return undefined;
}

describe('registry', () => {
  it('declares each sidebar once, and only sidebars that exist', () => {
    const ids = SECTIONS.map((s) => s.sidebarId);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(Object.keys(sidebars).sort());
  });

  it.each(SECTIONS.map((s) => [s.sidebarId, s.landingDocId]))(
    'lands section %s on the first page of its sidebar (%s)',
    (sidebarId, landingDocId) => {
      expect(docExists(landingDocId)).toBe(true);
      expect(firstDoc(sidebars[sidebarId as keyof typeof sidebars])).toBe(landingDocId);
    },
  );

  it('makes the iOS overview the default docs landing page (first doc of the first sidebar)', () => {
    expect(Object.keys(sidebars)[0]).toBe('ios');
    expect(sectionRoute('ios')).toBe('/docs/products/player/ios/overview');
  });

  it('has a player sidebar per platform, and an SDK menu entry for each, in the registry order', () => {
    for (const p of PLATFORMS) expect(Object.keys(sidebars)).toContain(p.id);
    expect(PLATFORMS.filter((p) => p.inSdkMenu).map((p) => p.label)).toEqual([
      'Android / AndroidTV',
      'iOS / tvOS',
      'Web / SmartTVs',
      'Roku',
      'Chromecast',
    ]);
  });

  it('gives every product landing page its content, linking only to existing docs', () => {
    for (const product of PRODUCTS) {
      const page = PRODUCT_PAGES[product.slug];
      expect(page.intro.length).toBeGreaterThan(0);
      expect(page.flows.length).toBeGreaterThan(0);
      for (const step of page.flows.flatMap((f) => f.steps)) {
        expect(docExists(step.docId), `${product.slug}: ${step.docId}`).toBe(true);
      }
    }
  });

  it('builds doc routes under /docs', () => {
    expect(docRoute('support/s1')).toBe('/docs/support/s1');
    expect(() => sectionRoute('nope' as never)).toThrow('Unknown section "nope"');
  });
});

describe('tab groups', () => {
  // Tabs that share a groupId switch together across pages; an unlisted id would silently not.
  it('uses only the groupIds of TAB_GROUPS in the docs', () => {
    const known = new Set<string>(Object.values(TAB_GROUPS));
    const unknown: string[] = [];
    for (const file of listPageFiles(ROOT)) {
      for (const match of readFileSync(join(ROOT, file), 'utf8').matchAll(/<Tabs\b[^>]*\bgroupId=["']([^"']+)["']/g)) {
        if (!known.has(match[1] ?? '')) unknown.push(`${file}: ${match[1]}`);
      }
    }
    expect(unknown).toEqual([]);
  });
});
