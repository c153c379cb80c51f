import catalog from '@generated/release-notes/default/catalog.json';
import type { ReleaseCatalog } from '../lib/types';

/**
 * The validated catalogue. Imported as a data file, so only the pages that
 * render release notes load it.
 */
export default function useReleaseCatalog(): ReleaseCatalog {
  return catalog;
}
