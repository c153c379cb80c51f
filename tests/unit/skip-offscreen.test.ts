import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss, { type Rule } from 'postcss';
import { describe, expect, it } from 'vitest';
import {
  AT_ANCHOR_ATTRIBUTE,
  AWAY_ATTRIBUTE,
  RENDERED_AT_LOAD,
  RENDER_ATTRIBUTE,
  SKIPPING_BLOCKS,
} from '../../src/clientModules/skipOffscreen';

/**
 * The blocks that skip are chosen twice: by the style sheet, which skips them, and by the client
 * module, which marks the ones away from the screen. The two must name the same blocks, and the
 * module's attributes must be the ones the style sheet reads.
 */
const CSS = postcss.parse(readFileSync(join(__dirname, '../../src/css/custom.css'), 'utf8'));

/**
 * The declarations (property: value) of the top-level rule whose selector list holds `selector`;
 * a rule inside an at-rule (`@media print`) does not count.
 */
function declarationsOf(selector: string): Record<string, string> {
  const normal = (text: string): string => text.trim().replace(/\s+/g, ' ');
  const rule = CSS.nodes.find(
    (node): node is Rule => node.type === 'rule' && node.selectors.some((s) => normal(s) === selector),
  );
  if (!rule) throw new Error(`src/css/custom.css has no top-level rule for ${selector}`);
  const declarations: Record<string, string> = {};
  rule.walkDecls((declaration) => {
    declarations[declaration.prop] = declaration.value;
  });
  return declarations;
}

describe('long pages: the style sheet and the client module', () => {
  it('skip the same blocks', () => {
    expect(declarationsOf(`.markdown > :where(${SKIPPING_BLOCKS})`)['content-visibility']).toBe('auto');
    expect(declarationsOf(`.markdown > :where(${SKIPPING_BLOCKS}) pre.flp-code-lines`)['content-visibility']).toBe(
      'visible',
    );
  });

  it('render the first blocks from the load on (a colour-mode switch holds those far from the screen)', () => {
    expect(declarationsOf(`.markdown > :where(${RENDERED_AT_LOAD})`)['content-visibility']).toBe('visible');
  });

  it('let a code block marked away skip whole, at its remembered height, its lines with it', () => {
    const block = declarationsOf('.markdown > .theme-code-block');
    expect(block['contain-intrinsic-block-size']).toMatch(/^auto \S+$/);
    expect(block.contain).toBe('layout');
    expect(
      declarationsOf(`.markdown > .theme-code-block[${AWAY_ATTRIBUTE}] pre.flp-code-lines`)['content-visibility'],
    ).toBe('visible');
  });

  it('read the attributes the module sets', () => {
    expect(declarationsOf(`.markdown > [${AWAY_ATTRIBUTE}]`)['content-visibility']).toBe('auto');
    expect(declarationsOf(`.markdown > [${RENDER_ATTRIBUTE}]`)['content-visibility']).toBe('visible');
    expect(declarationsOf(`:where(html[${AT_ANCHOR_ATTRIBUTE}]) .markdown > *`)['content-visibility']).toBe('visible');
  });
});
