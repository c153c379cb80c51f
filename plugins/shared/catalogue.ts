/**
 * What the four catalogues (`catalog/`: errors, releases, features, known issues) share: the
 * error type that lists every problem, Zod's issues as problem lines, and the version pattern.
 * Pure (no file access): the error catalogue's schema also reaches the browser.
 * `catalogue-plugin.ts` has the plugin pattern.
 */
import type * as z from 'zod';
import { SEMVER } from './versions';

/** A release version as every catalogue writes it: MAJOR.MINOR.PATCH. */
export { SEMVER };
export const VERSION_MESSAGE = 'must be a version such as 7.2.0';

/** A catalogue that failed its schema or rules: every problem, under the catalogue's name. */
export class CatalogueError extends Error {
  constructor(
    catalogue: string,
    readonly problems: string[],
  ) {
    super(`${catalogue}: ${problems.length} problem(s)\n  - ${problems.join('\n  - ')}`);
  }
}

/** Zod's issues as `path: message` lines (`(root)` for the file itself). */
export function zodProblems(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
}

/**
 * Each entry of a catalogue's list, parsed with `schema`, handed to `visit` with its label for
 * problems (`feature hls`; `feature #3` for an entry without an id) and whether an earlier entry
 * had its id. An entry that fails the schema adds its problems under that label and is skipped.
 */
export function eachEntry<S extends z.ZodType<{ id: string }>>(
  kind: string,
  entries: readonly unknown[],
  schema: S,
  problems: string[],
  visit: (entry: z.output<S>, at: string, duplicate: boolean) => void,
): void {
  const seen = new Set<string>();
  entries.forEach((raw, index) => {
    const label = (raw as { id?: unknown } | null)?.id;
    const at = `${kind} ${typeof label === 'string' ? label : `#${index + 1}`}`;
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      problems.push(...zodProblems(parsed.error).map((p) => `${at}: ${p}`));
      return;
    }
    const entry = parsed.data;
    visit(entry, at, seen.has(entry.id));
    seen.add(entry.id);
  });
}
