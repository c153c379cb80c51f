/**
 * A larger docs set's search index for `npm run bench:search`, made from a build's real one: the
 * sections copied `factor` times (the copies lead to the same pages), and in each copy a share
 * of the terms renamed to words of their own (`widevine` -> `widevinex3`), so the vocabulary
 * grows with the copies as a real docs set's does, and each renamed word still meets the
 * original's prefix searches. Deterministic.
 */
import type { CompactIndex, SearchDocument } from '../../plugins/search/api';

export interface WholeIndexFile {
  documents: SearchDocument[];
  index: CompactIndex;
}

/** A stable hash of a string (FNV-1a), to pick the terms a copy renames. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function scaleIndex(file: WholeIndexFile, factor: number, renamedShare = 0.3): WholeIndexFile {
  const { documents, index } = file;
  const count = documents.length;
  const scaledDocuments = Array.from({ length: factor }, (_, copy) =>
    documents.map((document) => ({ ...document, id: document.id + copy * count })),
  ).flat();
  const fieldLength = Array.from({ length: factor }, () => index.fieldLength).flat();
  const postings = new Map<string, Map<number, Map<number, number>>>();
  for (const [term, byField] of index.terms) {
    for (let copy = 0; copy < factor; copy += 1) {
      const renamed = copy > 0 && (hash(`${term}/${copy}`) % 1000) / 1000 < renamedShare;
      const name = renamed ? `${term}x${copy}` : term;
      let fields = postings.get(name);
      if (!fields) postings.set(name, (fields = new Map()));
      for (const [fieldId, deltas, frequencies] of byField) {
        let forField = fields.get(fieldId);
        if (!forField) fields.set(fieldId, (forField = new Map()));
        let id = 0;
        deltas.forEach((delta, i) => {
          id += delta;
          forField.set(id + copy * count, frequencies?.[i] ?? 1);
        });
      }
    }
  }
  const terms: CompactIndex['terms'] = [...postings].map(([term, fields]) => [
    term,
    [...fields].map(([fieldId, byDocument]) => {
      const ids = [...byDocument.keys()].sort((a, b) => a - b);
      const deltas = ids.map((id, i) => id - (i === 0 ? 0 : (ids[i - 1] ?? 0)));
      const frequencies = ids.map((id) => byDocument.get(id) ?? 1);
      return frequencies.every((f) => f === 1) ? [fieldId, deltas] : [fieldId, deltas, frequencies];
    }),
  ]);
  return {
    documents: scaledDocuments,
    index: {
      ...index,
      documentCount: count * factor,
      fieldLength,
      terms,
    },
  };
}
