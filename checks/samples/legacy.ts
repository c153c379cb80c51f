/**
 * `legacy="6.x"`: the fence meta of a migration guide's "before" sample. The
 * block shows code of the previous SDK line, which the current surface in sdk/
 * rightly rejects, so it is not checked against that surface. To keep current
 * samples from hiding behind the flag, a legacy block is accepted only
 *
 * 1. in a migration guide, a page named `migrate-<from>-to-<to>.md`,
 * 2. with the guide's previous line as its value (`legacy="6.x"` in `migrate-6-to-7.md`),
 * 3. right before its "after" block: the next code block of the page, in the same
 *    language, neither legacy nor opted out with `check=false`, so it is checked.
 *
 * Anything else is reported, and the block is checked like any other.
 */
import type { CodeBlock } from '../../scripts/lib/markdown';

const LEGACY_META = /(?:^|\s)legacy=(?:"([^"]*)"|(\S+))/;
const MIGRATION_GUIDE = /(?:^|[/\\])migrate-(\d+)-to-(\d+)\.mdx?$/;
const OPT_OUT = /(?:^|\s)check=false(?:\s|$)/;

/** The value of the `legacy` meta (`"6.x"`), or null when the block has none. */
export function legacyLine(meta: string): string | null {
  const match = LEGACY_META.exec(meta);
  return match ? (match[1] ?? match[2] ?? '') : null;
}

/** The line a migration guide starts from (`6.x` for `migrate-6-to-7.md`), or null for other pages. */
export function guideSourceLine(file: string): string | null {
  const match = MIGRATION_GUIDE.exec(file);
  return match && Number(match[2]) === Number(match[1]) + 1 ? `${match[1]}.x` : null;
}

export interface LegacyProblem {
  /** 1-based line of the block's opening fence. */
  line: number;
  message: string;
}

export interface LegacyBlocks {
  /** Indexes (in `blocks`) of the legacy blocks that follow the rules: not checked against sdk/. */
  accepted: Set<number>;
  problems: LegacyProblem[];
}

/** Applies the rules above to the fenced blocks of one page, in page order. */
export function legacyBlocks(file: string, blocks: readonly Pick<CodeBlock, 'lang' | 'meta' | 'line'>[]): LegacyBlocks {
  const accepted = new Set<number>();
  const problems: LegacyProblem[] = [];
  const from = guideSourceLine(file);
  blocks.forEach((block, index) => {
    const value = legacyLine(block.meta);
    if (value === null) return;
    const at = (message: string): void => {
      problems.push({ line: block.line, message: `legacy="${value}": ${message}` });
    };
    if (!from) return at('only a migration guide (migrate-<from>-to-<to>.md) may show code of an earlier SDK line');
    if (value !== from) return at(`this guide migrates from ${from}, so its earlier code is legacy="${from}"`);
    const next = blocks[index + 1];
    if (!next || next.lang !== block.lang || legacyLine(next.meta) !== null || OPT_OUT.test(next.meta)) {
      return at(
        `the next code block must be the checked ${block.lang || 'untagged'} version of this code for the current line`,
      );
    }
    accepted.add(index);
  });
  return { accepted, problems };
}
