import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AT_ANCHOR_ATTRIBUTE,
  AWAY_ATTRIBUTE,
  RENDER_ATTRIBUTE,
  SKIPPING_BLOCKS,
} from '../../src/clientModules/skipOffscreen';

/**
 * The blocks that skip are chosen twice: by the style sheet, which skips them, and by the client
 * module, which marks the ones away from the screen. The two must name the same blocks, and the
 * module's attributes must be the ones the style sheet reads.
 */
const CSS = readFileSync(join(__dirname, '../../src/css/custom.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The declarations of the rule whose selector list holds `selector`. */
function declarationsOf(selector: string): string {
  const rule = CSS.split('}').find((part) =>
    part
      .split('{')[0]!
      .split(/,(?![^(]*\))/)
      .some((s) => s.trim().replace(/\s+/g, ' ') === selector),
  );
  if (!rule) throw new Error(`src/css/custom.css has no rule for ${selector}`);
  return rule.split('{')[1]!;
}

describe('long pages: the style sheet and the client module', () => {
  it('skip the same blocks', () => {
    expect(declarationsOf(`.markdown > :where(${SKIPPING_BLOCKS})`)).toMatch(/content-visibility: auto;/);
    expect(declarationsOf(`.markdown > :where(${SKIPPING_BLOCKS}) pre.flp-code-lines`)).toMatch(
      /content-visibility: visible;/,
    );
  });

  it('read the attributes the module sets', () => {
    expect(declarationsOf(`.markdown > [${AWAY_ATTRIBUTE}]`)).toMatch(/content-visibility: auto;/);
    expect(declarationsOf(`.markdown > [${RENDER_ATTRIBUTE}]`)).toMatch(/content-visibility: visible;/);
    expect(declarationsOf(`:where(html[${AT_ANCHOR_ATTRIBUTE}]) .markdown > *`)).toMatch(
      /content-visibility: visible;/,
    );
  });
});
