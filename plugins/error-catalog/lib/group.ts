/** Selecting and grouping catalogue entries for one platform's page. Pure. */
import type { Category, CatalogEntry, CatalogPlatform } from '../schema';

export interface CategoryGroup {
  category: Category;
  entries: CatalogEntry[];
}

export function entriesForPlatform(entries: readonly CatalogEntry[], platform: CatalogPlatform): CatalogEntry[] {
  return entries.filter((e) => e.platforms.includes(platform));
}

/** Groups in category-range order, entries by code; empty categories are left out. */
export function groupByCategory(entries: readonly CatalogEntry[], categories: readonly Category[]): CategoryGroup[] {
  return [...categories]
    .sort((a, b) => a.from - b.from)
    .map((category) => ({
      category,
      entries: entries.filter((e) => e.category === category.id).sort((a, b) => a.code.localeCompare(b.code)),
    }))
    .filter((group) => group.entries.length > 0);
}
