/**
 * Events a page sends when it changes its content after the route was shown, for the client modules
 * that read the content on route changes (the search highlight). Sent on `window`.
 */

/** A part of the page was rendered after the route update: its content is in the DOM now. */
export const CONTENT_ADDED_EVENT = 'flp:content-added';
