import { describe, expect, it } from 'vitest';
import { headingParts } from '../../src/lib/headingBreaks';
import rehypeReadableHeadings from '../../plugins/readable-headings/rehype';
import type { HastNode } from '../../plugins/shared/hast';

/** The parts as text: `|` where a break may be, `[…]` around a part kept whole. */
const shown = (text: string) =>
  headingParts(text)
    .map((part) => ('wbr' in part ? '|' : part.nowrap ? `[${part.text}]` : part.text))
    .join('');

describe('headingParts', () => {
  it('lets a dotted or snake-case name break after its dots and underscores only', () => {
    expect(shown('storefront.published')).toBe('storefront.|published');
    expect(shown('asset.encoding.failed')).toBe('asset.|encoding.|failed');
    expect(shown('PLAYBACK_DRM_FAILED')).toBe('PLAYBACK_|DRM_|FAILED');
  });

  it('keeps an error code and a known issue id whole', () => {
    expect(shown('E-3010')).toBe('[E-3010]');
    expect(shown('KI-303: Muted autoplay reports E-3010 on Tizen')).toBe(
      '[KI-303]: Muted autoplay reports [E-3010] on Tizen',
    );
    expect(shown('Auth error codes (E-8000–E-8999)')).toBe('Auth error codes ([E-8000]–[E-8999])');
  });

  it('leaves words, versions and abbreviations alone', () => {
    for (const text of ['Migrating from 6.x to 7.x', 'Release 7.4.0', 'e.g. a token', 'Basic playback'])
      expect(shown(text)).toBe(text);
  });
});

describe('rehypeReadableHeadings', () => {
  it('writes the breaks and the kept codes into headings, inline code included, and nothing else', () => {
    const text = (value: string): HastNode => ({ type: 'text', value });
    const heading: HastNode = {
      type: 'element',
      tagName: 'h2',
      children: [
        text('Event '),
        { type: 'element', tagName: 'code', children: [text('asset.ready')] },
        text(' E-1001'),
      ],
    };
    const paragraph: HastNode = { type: 'element', tagName: 'p', children: [text('asset.ready E-1001')] };
    const tree: HastNode = { type: 'root', children: [heading, paragraph] };
    rehypeReadableHeadings()(tree);
    expect(heading.children?.[1]?.children?.map((c) => c.tagName ?? c.value)).toEqual(['asset.', 'wbr', 'ready']);
    expect(heading.children?.[3]).toEqual({
      type: 'element',
      tagName: 'span',
      properties: { className: ['flp-nowrap'] },
      children: [text('E-1001')],
    });
    expect(paragraph.children).toEqual([text('asset.ready E-1001')]);
  });
});
