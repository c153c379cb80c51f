/**
 * `@flp/release-catalog-on-server` in the browser and under `docusaurus start`: no catalogue up front
 * (the plugin's configureWebpack resolves the module; the server build gets the whole catalogue).
 */
import type { ReleaseCatalog } from '../../lib/types';

const catalog: ReleaseCatalog | null = null;
export default catalog;
