/**
 * Code highlighting colours. Light mode uses prism-react-renderer's vsLight and dark mode its
 * Dracula, each with the token colours that miss WCAG AA contrast (4.5:1) on the theme's own
 * background replaced by the nearest shade that meets it.
 *
 * The site gives Docusaurus one theme for both modes, whose colours are CSS variables
 * (`codeTheme`), and defines the variables per mode in `codeThemeCss`. The server-rendered code
 * blocks are then right in either mode, so they hydrate as they are instead of being rendered a
 * second time in the browser (see src/theme/CodeBlock). tests/unit/code-themes.test.ts checks it.
 */
import { themes, type PrismTheme } from 'prism-react-renderer';

/** Replaces the colour of the style entries that cover the given token type. */
export function recolour(theme: PrismTheme, type: string, color: string): PrismTheme {
  let found = false;
  const styles = theme.styles.map((entry) => {
    if (!entry.types.includes(type)) return entry;
    found = true;
    return { ...entry, style: { ...entry.style, color } };
  });
  if (!found) throw new Error(`The code theme has no style for "${type}" tokens`);
  return { ...theme, styles };
}

/** vsLight with attribute names in VS Code's darker red (#ff0000 is 4.0:1 on white). */
export const lightCodeTheme: PrismTheme = recolour(themes.vsLight, 'attr-name', '#e50000');

/**
 * A theme without italics. A token type in italic in one mode only (Dracula's keywords and
 * variables) made every colour-mode change re-shape that code and lay its blocks out again.
 */
function upright(theme: PrismTheme): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map(({ style: { fontStyle: _italic, ...style }, ...entry }) => ({ ...entry, style })),
  };
}

/** Dracula with lighter comments (#6272a4 is 3.0:1 on #282a36), upright as vsLight is. */
export const darkCodeTheme: PrismTheme = upright(recolour(themes.dracula, 'comment', '#8a96c2'));

type Declarations = Record<string, string>;

/** Custom property of a token type's colour or font style. */
const variable = (type: string, property: 'color' | 'font-style'): string =>
  `--flp-code-${type}${property === 'color' ? '' : '-font-style'}`;

/** The colour and font style every token type gets in one theme; the plain colour where it has none. */
function declarations(theme: PrismTheme, types: readonly string[]): Declarations {
  const plainColor = theme.plain.color;
  const plainBackground = theme.plain.backgroundColor;
  if (!plainColor || !plainBackground) throw new Error('A code theme needs a plain colour and background colour');
  const result: Declarations = { '--flp-code-plain': plainColor, '--flp-code-background': plainBackground };
  for (const type of types) {
    result[variable(type, 'color')] = plainColor;
    result[variable(type, 'font-style')] = 'normal';
  }
  for (const entry of theme.styles) {
    if (entry.languages) throw new Error(`Language-specific code styles are not supported (${entry.types.join(', ')})`);
    for (const type of entry.types) {
      if (entry.style.color) result[variable(type, 'color')] = entry.style.color;
      if (entry.style.fontStyle) result[variable(type, 'font-style')] = entry.style.fontStyle;
    }
  }
  return result;
}

function block(selector: string, decls: Declarations): string {
  return `${selector}{${Object.entries(decls)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;
}

/** Class of the code lines' plain colour and of each token type's style (`flp-tk-plain`, `flp-tk-keyword`). */
const tokenClass = (type: string): string => `flp-tk-${type}`;

/**
 * One theme for both colour modes, made of CSS variables, and the CSS that gives the variables
 * the light theme's values by default and the dark theme's under [data-theme='dark'].
 *
 * `styleClasses` maps each style the theme gives (a line's plain colour, a token type's colour
 * and font style; the declarations as React writes a style attribute) to a class setting the same
 * declarations, defined in `css` too: the code highlighted at build time uses the classes instead
 * of a style attribute per token (plugins/code-highlight).
 */
export function cssVariableTheme(
  light: PrismTheme,
  dark: PrismTheme,
): { theme: PrismTheme; css: string; styleClasses: Map<string, string> } {
  const types = [...new Set([light, dark].flatMap((t) => t.styles.flatMap((entry) => entry.types)))].sort();
  const theme: PrismTheme = {
    plain: { color: 'var(--flp-code-plain)', backgroundColor: 'var(--flp-code-background)' },
    styles: types.map((type) => ({
      types: [type],
      style: {
        color: `var(${variable(type, 'color')})`,
        fontStyle: `var(${variable(type, 'font-style')})` as 'normal',
      },
    })),
  };
  const styleClasses = new Map<string, string>([['color:var(--flp-code-plain)', tokenClass('plain')]]);
  for (const type of types) {
    styleClasses.set(
      `color:var(${variable(type, 'color')});font-style:var(${variable(type, 'font-style')})`,
      tokenClass(type),
    );
  }
  const classRules = [...styleClasses].map(([decls, name]) => `.${name}{${decls}}`).join('');
  const css = `${block(':root', declarations(light, types))}${block("[data-theme='dark']", declarations(dark, types))}${classRules}`;
  return { theme, css, styleClasses };
}

const variables = cssVariableTheme(lightCodeTheme, darkCodeTheme);

/** The theme Docusaurus highlights with, in both colour modes. */
export const codeTheme: PrismTheme = variables.theme;

/** Values of the theme's variables for light and dark mode, and the rules of the token classes. */
export const codeThemeCss: string = variables.css;

/** The theme's styles as classes, for the code highlighted at build time. */
export const codeStyleClasses: ReadonlyMap<string, string> = variables.styleClasses;
