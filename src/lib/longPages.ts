/**
 * The code a page with content loads after its first paint (src/clientModules/skipOffscreen.ts), in
 * a chunk of its own: readers of the other pages never download it, and no page runs it before it
 * is shown.
 */
export { restyleOnScreenFirst } from './restyleOnScreenFirst';
export { renderJumps } from './renderJumps';
export { startSizing } from './sizeOffscreen';
