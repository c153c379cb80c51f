/**
 * Where a heading may break on a narrow screen. Docs text breaks a word that does not fit its line
 * wherever the line ends (`overflow-wrap` in src/css/custom.css): a phone showed
 * "storefront.publishe" / "d" and "E-" / "3010". So a heading's text is cut into parts:
 * - an error code or a known issue's id (`E-3010`, `KI-303`) is kept whole (`nowrap`): a browser
 *   breaks after any hyphen;
 * - a dotted or snake-case name (`storefront.published`, `PLAYBACK_DRM_FAILED`) may break after each
 *   dot or underscore (`wbr`), not inside a word. A version (`7.4`, `6.x`) has no such break.
 */
export type HeadingPart = { text: string; nowrap?: boolean } | { wbr: true };

const CODE = /\b(?:E|KI)-\d{3,4}\b/g;
/** A dot or underscore between two letters and a letter (`t.p`, `t_p`): a break after it. */
const JOINT = /(?<=[A-Za-z]{2}[._])(?=[A-Za-z])/g;

function breakable(text: string): HeadingPart[] {
  const parts: HeadingPart[] = [];
  text.split(JOINT).forEach((piece, i) => {
    if (i > 0) parts.push({ wbr: true });
    if (piece) parts.push({ text: piece });
  });
  return parts;
}

export function headingParts(text: string): HeadingPart[] {
  const parts: HeadingPart[] = [];
  let at = 0;
  for (const match of text.matchAll(CODE)) {
    parts.push(...breakable(text.slice(at, match.index)));
    parts.push({ text: match[0], nowrap: true });
    at = match.index + match[0].length;
  }
  parts.push(...breakable(text.slice(at)));
  return parts;
}

/** The class of a part kept whole (src/css/custom.css). */
export const NOWRAP_CLASS = 'flp-nowrap';
