import { describe, expect, it } from 'vitest';
import { extractCodeBlocks, splitFrontMatter } from '../../scripts/lib/markdown';

describe('extractCodeBlocks', () => {
  it('reads language, meta, body and line of each fence', () => {
    const md = [
      '# T',
      '',
      '```kotlin title="A.kt"',
      'val a = 1',
      '```',
      '',
      '````md',
      '```js',
      'x',
      '```',
      '````',
    ].join('\n');
    expect(extractCodeBlocks(md)).toEqual([
      { lang: 'kotlin', meta: 'title="A.kt"', code: 'val a = 1', line: 3 },
      { lang: 'md', meta: '', code: '```js\nx\n```', line: 7 },
    ]);
  });

  it('strips the indentation of fences nested in tabs', () => {
    const md = '<TabItem>\n\n  ```swift\n  let a = 1\n    b()\n  ```\n</TabItem>';
    expect(extractCodeBlocks(md)).toEqual([{ lang: 'swift', meta: '', code: 'let a = 1\n  b()', line: 3 }]);
  });

  it('reports an untagged block with an empty language and rejects an unclosed fence', () => {
    expect(extractCodeBlocks('```\nplain\n```')[0]?.lang).toBe('');
    expect(() => extractCodeBlocks('```ts\nopen')).toThrow('Unclosed code fence opened at line 1');
  });
});

describe('splitFrontMatter', () => {
  it('separates YAML front matter from the body', () => {
    expect(splitFrontMatter('---\ntitle: A\ntags: [x]\n---\nBody')).toEqual({
      data: { title: 'A', tags: ['x'] },
      body: 'Body',
    });
  });

  it('rejects front matter that is not a mapping', () => {
    expect(() => splitFrontMatter('---\n- a\n---\n')).toThrow('Front matter must be a YAML mapping');
  });
});
