/**
 * Links from the prose of an OpenAPI document to the pages of the operations it names. The
 * documents name another operation by its summary in running text ("read it with retrieve a
 * storefront", "count metadata items"), or, where the text needs other words, with a Redoc-style
 * link to the operation (`[list versions](#operation/get_versions)`). On the generated pages both
 * become links to the operation's page; an explicit link to an operation the document does not
 * have fails the build.
 */

export interface OperationRef {
  operationId: string;
  summary: string;
  /** The route of the page the operation is documented on. */
  route: string;
}

const EXPLICIT = /^\[([^\]]*)\]\(#operation\/([^)\s]+)\)$/;
/** Code spans and Markdown links: left as written (an explicit operation link is resolved). */
const KEPT = /(`[^`]*`|\[[^\]]*\]\([^)]*\))/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The text with each operation it names linked to the operation's page, the first time it is
 * named; the operations of the page the text is on (`here`) are not linked to it. A summary of
 * one word is too common a word to be read as a reference.
 */
export function linkOperations(
  text: string,
  refs: readonly OperationRef[],
  here: ReadonlySet<string> = new Set(),
): string {
  const byId = new Map(refs.map((ref) => [ref.operationId, ref]));
  const bySummary = new Map<string, OperationRef>();
  for (const ref of refs) {
    const summary = ref.summary.trim().toLowerCase();
    if (!here.has(ref.operationId) && /\s/.test(summary) && !bySummary.has(summary)) bySummary.set(summary, ref);
  }
  // The longest first: "get an encoding configuration by id" before "get an encoding configuration".
  const phrases = [...bySummary.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const named = phrases.length ? new RegExp(`(?<![\\w-])(${phrases.join('|')})(?![\\w-])`, 'gi') : null;
  const linked = new Set<string>();
  return text
    .split(KEPT)
    .map((part, i) => {
      if (i % 2 === 1) {
        const explicit = EXPLICIT.exec(part);
        if (!explicit) return part;
        const [, label = '', id = ''] = explicit;
        const ref = byId.get(id);
        if (!ref) throw new Error(`api-reference: a link to #operation/${id}, which the document has no operation of`);
        linked.add(id);
        return `[${label}](${ref.route})`;
      }
      if (!named) return part;
      return part.replace(named, (phrase: string) => {
        const ref = bySummary.get(phrase.toLowerCase());
        if (!ref || linked.has(ref.operationId)) return phrase;
        linked.add(ref.operationId);
        return `[${phrase}](${ref.route})`;
      });
    })
    .join('');
}
