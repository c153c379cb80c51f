/**
 * Which rules of a stylesheet the site can use. A class is used when its name is written somewhere
 * the pages come from (the browser bundle, which holds every page's content as React, and the
 * site's own sources, which hold what the build writes into HTML), or when a name of its family is
 * composed there (`alert--${type}`: the family's prefix, up to its last `--` or `__`, before a
 * quote, a backtick or `${`). A selector is dropped only for a class it requires: classes inside a
 * functional pseudo-class (`:not(.x)`, `:is(.a, .b)`, `:where()`, `:has()`) do not count, so a
 * rule is never lost for a class it only excludes or offers as one choice among others.
 * A custom property declared again later for the same selector, both outside any at-rule, is
 * dropped where it was first declared: the later declaration wins whenever the browser keeps it,
 * which it does for any value whose brackets and strings are closed. The site overrides Infima's
 * theme this way (its colours, its code font, the chevrons it drew as SVG images).
 */
import postcss from 'postcss';

/**
 * The class names a selector requires: those outside any parentheses, and not a dot in an attribute
 * selector's value (`a[href$=".pdf"]` requires no class `pdf`).
 */
export function requiredClasses(selector: string): string[] {
  let outside = '';
  let depth = 0;
  let quote: string | null = null;
  for (const character of selector) {
    if (quote !== null) {
      if (character === quote) quote = null;
    } else if (character === '"' || character === "'") quote = character;
    else if (character === '(' || character === '[') depth += 1;
    else if (character === ')' || character === ']') depth = Math.max(0, depth - 1);
    else if (depth === 0) outside += character;
  }
  return Array.from(outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g), (match) => match[1]!);
}

/** Whether a class is used, judged from the text the pages come from. */
export function classUsage(corpus: string): (name: string) => boolean {
  const words = new Set(corpus.match(/[\w-]+/g) ?? []);
  const composed = new Map<string, boolean>();
  return (name) => {
    if (words.has(name)) return true;
    const family = /^(.*(?:--|__))/.exec(name)?.[1];
    if (!family) return false;
    let found = composed.get(family);
    if (found === undefined) {
      found = ['"', "'", '`', '${'].some((after) => corpus.includes(family + after));
      composed.set(family, found);
    }
    return found;
  };
}

export interface Pruned {
  css: string;
  /** Rules dropped whole. */
  rules: number;
  /** Selectors dropped from lists that kept others. */
  selectors: number;
  /** Custom property declarations overridden later for the same selector, dropped. */
  overridden: number;
}

/**
 * Whether a browser keeps a custom property with this value: its brackets balance and its strings
 * are closed, and it has no `!` (other than `!important`, which postcss has taken off). A value that
 * fails this is thrown away when parsed, and the earlier declaration then applies.
 */
export function keptValue(value: string): boolean {
  const closing: string[] = [];
  let quote: string | null = null;
  for (let index = 0; index < value.length; index += 1) {
    const character = value[index]!;
    if (quote !== null) {
      if (character === '\\') index += 1;
      else if (character === quote) quote = null;
      else if (character === '\n') return false;
    } else if (character === '\\') index += 1;
    else if (character === '"' || character === "'") quote = character;
    else if (character === '(') closing.push(')');
    else if (character === '[') closing.push(']');
    else if (character === '{') closing.push('}');
    else if (character === ')' || character === ']' || character === '}') {
      if (closing.pop() !== character) return false;
    } else if (character === '!') return false;
  }
  return quote === null && closing.length === 0;
}

/**
 * Drops each declaration of a custom property that a later one overrides (same selector, same
 * property, both in rules outside any at-rule, neither `!important`, the later one's value kept by
 * the browser), and a rule left empty.
 */
function dropOverriddenCustomProperties(root: postcss.Root): number {
  const latest = new Map<string, postcss.Declaration>();
  const overridden: postcss.Declaration[] = [];
  root.each((node) => {
    if (node.type !== 'rule') return;
    node.each((child) => {
      if (child.type !== 'decl' || !child.prop.startsWith('--') || child.important) return;
      if (!keptValue(child.value)) return;
      const key = `${node.selector}\u0000${child.prop}`;
      const earlier = latest.get(key);
      if (earlier) overridden.push(earlier);
      latest.set(key, child);
    });
  });
  for (const declaration of overridden) {
    const rule = declaration.parent;
    declaration.remove();
    if (rule?.nodes?.length === 0) rule.remove();
  }
  return overridden.length;
}

/**
 * The stylesheet without the selectors that require a class nobody uses, and without the custom
 * property declarations a later one overrides.
 */
export function pruneCss(css: string, used: (name: string) => boolean): Pruned {
  const root = postcss.parse(css);
  let rules = 0;
  let selectors = 0;
  root.walkRules((rule) => {
    const parent = rule.parent;
    if (parent?.type === 'atrule' && /keyframes$/i.test((parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => requiredClasses(selector).every(used));
    if (kept.length === 0) {
      rule.remove();
      rules += 1;
    } else if (kept.length < rule.selectors.length) {
      selectors += rule.selectors.length - kept.length;
      rule.selectors = kept;
    }
  });
  const overridden = dropOverriddenCustomProperties(root);
  // A media or supports block left with no rule goes too.
  root.walkAtRules((atRule) => {
    if (atRule.nodes !== undefined && atRule.nodes.length === 0) atRule.remove();
  });
  return { css: root.toString(), rules, selectors, overridden };
}
