import { describe, expect, it } from 'vitest';
import { docsLoadProblem } from '../../plugins/dev-problems/docs-plugin';
import { currentProblems, reportProblems } from '../../plugins/dev-problems/problems';
import { isSiteLink } from '../../plugins/dev-problems/remark';

describe('dev-problems', () => {
  it('names the file and the front matter line of a docs load that failed on a field', () => {
    const cause = Object.assign(new Error('"sidebar_position" must be a number'), {
      details: [{ path: ['sidebar_position'] }],
    });
    const error = new Error("Can't process doc metadata for doc at path path=/site/docs/x.md in version name=current", {
      cause,
    });
    const source = '---\ntitle: X\nsidebar_position: first\n---\n\n# X\n';
    expect(docsLoadProblem(error, '/site', () => source)).toEqual({
      file: 'docs/x.md',
      line: 3,
      message: 'front matter: "sidebar_position" must be a number',
    });
    expect(docsLoadProblem(new Error('disk full'), '/site', () => source)).toEqual({
      file: null,
      line: null,
      message: 'the docs could not be loaded: disk full',
    });
  });

  it('prints a problem once while it stays, and again once fixed and made again', () => {
    const printed: string[] = [];
    const print = (line: string) => printed.push(line);
    const problem = { file: 'docs/x.md', line: 7, message: 'the link to /docs/nope leads to no page' };
    reportProblems('links:/docs/x', [problem], print);
    reportProblems('links:/docs/x', [problem], print);
    expect(printed).toEqual(['[ERROR] docs/x.md:7: the link to /docs/nope leads to no page']);
    expect(currentProblems((source) => source === 'links:/docs/x')).toEqual([problem]);
    reportProblems('links:/docs/x', [], print);
    expect(currentProblems((source) => source === 'links:/docs/x')).toEqual([]);
    reportProblems('links:/docs/x', [problem], print);
    expect(printed).toHaveLength(2);
    reportProblems('links:/docs/x', [], print);
  });

  it('checks links to paths of the site, not to other sites, files left as they are or anchors', () => {
    expect(isSiteLink('/docs/nope')).toBe(true);
    expect(isSiteLink('../web/overview#drm')).toBe(true);
    for (const url of ['https://example.com', 'mailto:a@b.c', 'pathname:///api/x.yaml', '#drm', '//cdn.example']) {
      expect(isSiteLink(url)).toBe(false);
    }
  });
});
