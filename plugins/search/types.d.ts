/** What a search hit shows and where it leads: one per page section (h1–h3, or a marked row). */
export interface SearchDocument {
  /** Position in `documents`, also the id in the serialized index. */
  id: number;
  pageTitle: string;
  sectionTitle: string;
  /** The page route plus `#anchor` for a section below the page title. */
  sectionRoute: string;
  /** `docs` for docs pages, `page` for the site's other pages (no blog is configured). */
  type: 'docs' | 'blog' | 'page';
  /** Where the page sits (nearest sidebar category first, the docs section last), when indexed. */
  sidebarParentCategories?: string[];
  /** A row with its own anchor (an error code), not a heading section: weighs less in ranking. */
  subsection?: true;
}

/** The fields of a section that are indexed (not stored in the published file). */
export interface IndexedSection {
  id: number;
  title: string;
  content: string;
  tags: string;
  sidebarParentCategories: string;
}

export interface SearchHit {
  document: SearchDocument;
  score: number;
  /** The indexed terms that matched (what the destination page highlights). */
  terms: string[];
}
