import { join, resolve } from 'node:path';
import { largestPages } from '../../../benches/lib/largest-pages';
import { PRODUCTS } from '../../../src/data/registry';

const SITE_DIR = join(__dirname, '..', '..', '..');

/**
 * The largest API operation page and the largest guide of the build under test (by HTML size, as
 * the benches choose), in that order: the pages whose blocks away from the screen skip longest.
 */
export const LONG_PAGES: readonly string[] = (() => {
  const largest = largestPages(
    resolve(SITE_DIR, process.env.FLP_TEST_BUILD_DIR ?? 'build'),
    PRODUCTS.map((p) => p.slug),
  );
  return ['api-operation', 'guide'].map((type) => {
    const found = largest.find((p) => p.type === type);
    if (!found) throw new Error(`the build under test has no ${type} page`);
    return found.route;
  });
})();
