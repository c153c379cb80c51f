/** Modules the error-catalog plugin provides to the site. */

declare module '@generated/error-catalog/default/catalog-*.json' {
  /** One platform's codes (remark.ts imports it for the page's ErrorCodeTable). */
  const catalog: Pick<import('./schema').Catalog, 'categories' | 'entries'>;
  export default catalog;
}

declare module '@theme/ErrorCodeTable' {
  import type { ReactNode } from 'react';
  import type { PlatformId } from '@site/src/data/registry';

  export interface Props {
    platform: PlatformId;
    /** Loads the platform's codes: given by the error catalogue's remark plugin, not written in a page. */
    load?: () => Promise<{ default: Pick<import('./schema').Catalog, 'categories' | 'entries'> }>;
  }
  export default function ErrorCodeTable(props: Props): ReactNode;
}

declare module '@flp/error-codes-on-server' {
  /** Every platform's codes, in the server build only (the plugin's configureWebpack); null in the browser. */
  export type ServerCodes = Record<string, Pick<import('./schema').Catalog, 'categories' | 'entries'>>;
  const codes: ServerCodes | null;
  export default codes;
}

declare module '@generated/error-catalog/default/legacy-names.json' {
  const table: import('./lib/legacy').LegacyNameTable;
  export default table;
}

declare module '@theme/LegacyErrorNames' {
  import type { ReactNode } from 'react';
  import type { PlatformId } from '@site/src/data/registry';

  /** The platform's 6.x error names and the 7.x codes that replaced them (from `legacyName`). */
  export default function LegacyErrorNames(props: { platform: PlatformId }): ReactNode;
}

declare module '@theme/ErrorLookup' {
  import type { ReactNode } from 'react';

  export default function ErrorLookup(): ReactNode;
}

declare module '@theme/ErrorEntry' {
  import type { ReactNode } from 'react';
  import type { CatalogEntry } from './schema';

  export interface Props {
    entry: CatalogEntry;
    categoryTitle: string;
  }
  export default function ErrorEntry(props: Props): ReactNode;
}

declare module '@theme/ErrorLookupForm' {
  import type { ReactNode } from 'react';
  import type { Category } from './schema';
  import type { Filters } from './lib/lookup';

  export interface Props {
    query: string;
    filters: Filters;
    platforms: readonly string[];
    categories: readonly Pick<Category, 'id' | 'title' | 'from' | 'to'>[];
    onQueryChange: (query: string) => void;
    onFiltersChange: (filters: Filters) => void;
    /** Enter or blur: the current text is final, record it in the history. */
    onCommit: () => void;
  }
  export default function ErrorLookupForm(props: Props): ReactNode;
}
