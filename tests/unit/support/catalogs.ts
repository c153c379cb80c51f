import type { Catalog } from '../../../plugins/error-catalog/schema';
import type { ReleaseCatalog } from '../../../plugins/release-notes/lib/types';

/** A one-category error catalogue: E-1001 (iOS, fully described) and E-1002 (Android only). */
export const TINY_ERROR_CATALOG = {
  categories: [{ id: 'network', title: 'Network', from: 1000, to: 1999, description: 'Network failures.' }],
  sources: [],
  entries: [
    {
      code: 'E-1001',
      name: 'NETWORK_OFFLINE',
      platforms: ['ios'],
      category: 'network',
      severity: 'recoverable',
      message: 'The device is offline.',
      description: 'No connection.',
      causes: ['Airplane mode'],
      resolution: ['Reconnect', 'Retry'],
      retry: { vod: 'Yes.', live: 'Yes.' },
      native: { ios: -1009 },
      legacyName: 'NET_OFFLINE',
      since: '7.0.0',
      links: [{ label: 'Network guide', to: '/docs/x' }],
      source: 'ios',
    },
    { code: 'E-1002', platforms: ['android'], category: 'network' },
  ],
} as unknown as Catalog;

/** A release catalogue of one platform (`label` its label and short label, its page `/r`) with `releases`. */
export function oneReleaseCatalog(platform: string, label: string, releases: unknown[]): ReleaseCatalog {
  return { platforms: [{ platform, label, shortLabel: label, route: '/r', releases }] } as unknown as ReleaseCatalog;
}
