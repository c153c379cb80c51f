/** Numbers for the location objects the router has shown, in the order first asked for. */
const keys = new WeakMap<object, number>();
let last = 0;

/**
 * A key that changes with every location the page shows, also when the new one has the address of
 * the one before. A page shows an address after the frame that answers the click or key that wrote
 * it; back pressed before that frame makes it show the address back went to in place of the written
 * one, whose query is the query it showed before: a form keyed by the query alone keeps the values
 * the reader submitted, and a search box that follows the query alone keeps the search, while the
 * page shows the address before them (the release-notes upgrade form, the error lookup).
 */
export function shownLocationKey(location: object): number {
  let key = keys.get(location);
  if (key === undefined) {
    last += 1;
    key = last;
    keys.set(location, key);
  }
  return key;
}
