import { describe, expect, it } from 'vitest';
import { highlightRangeFindings, rangeProblem } from '../../checks/code-blocks';

const CODE = [
  "const headers = { 'X-Tenant': tenant };", // 1
  'player.load({', // 2
  '  drm: {', // 3
  '    widevine: { url, headers }, // licence ({ url })', // 4
  '  },', // 5
  '});', // 6
  '', // 7
  "console.log('loaded (first)');", // 8
];

describe('highlighted ranges', () => {
  it('accepts a range that is a whole piece of code, with brackets in strings and comments', () => {
    expect(rangeProblem(CODE, 1, 1)).toBeNull();
    expect(rangeProblem(CODE, 2, 6)).toBeNull();
    expect(rangeProblem(CODE, 3, 5)).toBeNull();
    expect(rangeProblem(CODE, 8, 8)).toBeNull();
  });

  it('names a range that starts or ends inside a piece of code, past the block, or on a blank line', () => {
    expect(rangeProblem(CODE, 3, 6)).toBe('the range closes a bracket it did not open');
    expect(rangeProblem(CODE, 2, 4)).toBe('the range leaves 3 bracket(s) open');
    expect(rangeProblem(CODE, 8, 9)).toBe('the block has 8 lines');
    expect(rangeProblem(CODE, 6, 7)).toBe('the range opens or closes on a blank line');
    expect(rangeProblem(CODE, 5, 4)).toBe('the range 5-4 is not a range of lines');
  });

  it('reads the ranges of fenced blocks in Markdown, each finding at its block', () => {
    const text = [
      '# Page',
      '',
      '```typescript title="src/a.ts" {2-6,3-6}',
      ...CODE,
      '```',
      '',
      '```js',
      ...CODE,
      '```',
    ].join('\n');
    const findings = highlightRangeFindings([
      { path: 'docs/a.md', text },
      { path: 'api/a.yaml', text },
    ]);
    expect(findings.map((f) => [f.file, f.line, f.found])).toEqual([
      ['docs/a.md', 3, 'the highlighted lines {3-6}: the range closes a bracket it did not open'],
    ]);
  });
});
