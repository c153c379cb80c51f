import { themes, type PrismTheme } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import {
  codeTheme,
  codeThemeCss,
  cssVariableTheme,
  darkCodeTheme,
  lightCodeTheme,
  recolour,
} from '../../src/data/codeThemes';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** #rgb, #rrggbb or rgb(r, g, b) as #rrggbb. */
function hex(color: string): string {
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(color);
  if (rgb)
    return `#${rgb
      .slice(1, 4)
      .map((n) => Number(n).toString(16).padStart(2, '0'))
      .join('')}`;
  if (/^#[0-9a-f]{3}$/i.test(color)) return `#${[...color.slice(1)].map((c) => c + c).join('')}`;
  if (/^#[0-9a-f]{6}$/i.test(color)) return color.toLowerCase();
  throw new Error(`not a colour: ${color}`);
}

function contrast(a: string, b: string): number {
  const [x, y] = [luminance(hex(a)), luminance(hex(b))].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

function lowContrast(theme: PrismTheme): string[] {
  const background = theme.plain.backgroundColor ?? '';
  return theme.styles
    .filter((entry) => entry.style.color && contrast(entry.style.color, background) < 4.5)
    .map((entry) => `${entry.types.join(',')} ${entry.style.color}`);
}

describe('code themes', () => {
  it('every token colour of both modes has at least 4.5:1 contrast on the code background', () => {
    expect(lowContrast(themes.vsLight)).toEqual(['attr-name rgb(255, 0, 0)']);
    expect(lowContrast(themes.dracula)).toEqual(['comment rgb(98, 114, 164)']);
    expect(lowContrast(lightCodeTheme)).toEqual([]);
    expect(lowContrast(darkCodeTheme)).toEqual([]);
  });

  it('recolour refuses a token type the theme does not style', () => {
    expect(() => recolour(themes.vsLight, 'no-such-token', '#000000')).toThrow('no style for "no-such-token"');
  });

  it('gives Docusaurus one theme of CSS variables whose values are the light theme by default and the dark one in dark mode', () => {
    const light: PrismTheme = {
      plain: { color: '#111111', backgroundColor: '#ffffff' },
      styles: [{ types: ['keyword'], style: { color: '#0000ff' } }],
    };
    const dark: PrismTheme = {
      plain: { color: '#eeeeee', backgroundColor: '#222222' },
      styles: [{ types: ['keyword', 'comment'], style: { color: '#ff79c6', fontStyle: 'italic' } }],
    };
    const { theme, css, styleClasses } = cssVariableTheme(light, dark);
    expect(theme.plain).toEqual({ color: 'var(--flp-code-plain)', backgroundColor: 'var(--flp-code-background)' });
    expect(theme.styles).toEqual([
      {
        types: ['comment'],
        style: { color: 'var(--flp-code-comment)', fontStyle: 'var(--flp-code-comment-font-style)' },
      },
      {
        types: ['keyword'],
        style: { color: 'var(--flp-code-keyword)', fontStyle: 'var(--flp-code-keyword-font-style)' },
      },
    ]);
    expect(css).toBe(
      ':root{--flp-code-plain:#111111;--flp-code-background:#ffffff;--flp-code-comment:#111111;--flp-code-comment-font-style:normal;' +
        '--flp-code-keyword:#0000ff;--flp-code-keyword-font-style:normal}' +
        "[data-theme='dark']{--flp-code-plain:#eeeeee;--flp-code-background:#222222;--flp-code-comment:#ff79c6;" +
        '--flp-code-comment-font-style:italic;--flp-code-keyword:#ff79c6;--flp-code-keyword-font-style:italic}' +
        '.flp-tk-plain{color:var(--flp-code-plain)}' +
        '.flp-tk-comment{color:var(--flp-code-comment);font-style:var(--flp-code-comment-font-style)}' +
        '.flp-tk-keyword{color:var(--flp-code-keyword);font-style:var(--flp-code-keyword-font-style)}',
    );
    expect([...styleClasses]).toEqual([
      ['color:var(--flp-code-plain)', 'flp-tk-plain'],
      ['color:var(--flp-code-comment);font-style:var(--flp-code-comment-font-style)', 'flp-tk-comment'],
      ['color:var(--flp-code-keyword);font-style:var(--flp-code-keyword-font-style)', 'flp-tk-keyword'],
    ]);
  });

  it('gives each token type the same font style in both modes (a colour change lays out no code)', () => {
    const fontStyles = (block: string): string[] =>
      [...block.matchAll(/(--flp-code-[\w-]+-font-style):(\w+)/g)].map((m) => `${m[1]}:${m[2]}`);
    const [light, dark] = codeThemeCss.split("[data-theme='dark']");
    expect(fontStyles(dark ?? '')).toEqual(fontStyles(light ?? ''));
    expect(fontStyles(light ?? '').length).toBeGreaterThan(10);
  });

  it('the site theme covers every token type of both themes', () => {
    const types = new Set([...lightCodeTheme.styles, ...darkCodeTheme.styles].flatMap((s) => s.types));
    expect(new Set(codeTheme.styles.flatMap((s) => s.types))).toEqual(types);
    for (const type of types) {
      expect(codeThemeCss).toContain(`--flp-code-${type}:`);
    }
    expect(codeThemeCss).toContain("[data-theme='dark']{--flp-code-plain:#F8F8F2;--flp-code-background:#282A36");
  });

  it('refuses language-specific styles, which one set of variables cannot express', () => {
    const scoped: PrismTheme = {
      plain: { color: '#000000', backgroundColor: '#ffffff' },
      styles: [{ types: ['tag'], languages: ['markup'], style: { color: '#800000' } }],
    };
    expect(() => cssVariableTheme(scoped, scoped)).toThrow('Language-specific code styles are not supported');
  });
});
