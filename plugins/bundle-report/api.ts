/** bundle-report's public face: the file it writes to the generated files folder, and its shape. */
export const BUNDLE_MODULES_FILE = 'bundle-modules.json';

export interface BundleModules {
  /** Every chunk of the browser build: its id, its JS files (relative to the build folder), its names. */
  chunks: { id: string; files: string[]; names: string[] }[];
  /** Every module: its path (relative to the site, or as the bundler names it), source bytes, chunks. */
  modules: { name: string; size: number; chunks: string[] }[];
}
