import { describe, expect, it } from 'vitest';
import { classUsage, keptValue, pruneCss, requiredClasses } from '../../plugins/css-prune/prune';

describe('requiredClasses', () => {
  it('lists the classes a selector requires, not those inside a functional pseudo-class', () => {
    expect(requiredClasses('.navbar .button--active:not(.disabled)')).toEqual(['navbar', 'button--active']);
    expect(requiredClasses(':is(.a, .b) > .c')).toEqual(['c']);
    expect(requiredClasses('html[data-theme="dark"] a:hover')).toEqual([]);
    expect(requiredClasses('.col.col--offset-1')).toEqual(['col', 'col--offset-1']);
    expect(requiredClasses('a[href$=".pdf"]')).toEqual([]);
    expect(requiredClasses(".x[data-a='b.c'] .y")).toEqual(['x', 'y']);
  });
});

describe('classUsage', () => {
  const used = classUsage('className:"navbar shadow--lw",o=`alert--${type}`,t="pagination-nav__link"');
  it('knows a class written whole', () => {
    expect(used('navbar')).toBe(true);
    expect(used('shadow--lw')).toBe(true);
    expect(used('pagination-nav__link')).toBe(true);
  });
  it('knows a class whose family is composed', () => {
    expect(used('alert--warning')).toBe(true);
  });
  it('does not know a class nobody writes', () => {
    expect(used('avatar__photo')).toBe(false);
    expect(used('shadow--md')).toBe(false);
    expect(used('pills')).toBe(false);
  });
  it('does not take a family for composed when its prefix only starts a longer name', () => {
    expect(classUsage('"button--primary"')('button--danger')).toBe(false);
    expect(classUsage('"button--"+size')('button--lg')).toBe(true);
  });
});

describe('pruneCss', () => {
  const used = (name: string) => ['navbar', 'menu', 'kept'].includes(name);
  it('drops a rule whose every selector requires an unused class, and keeps the others', () => {
    const { css, rules, selectors } = pruneCss(
      '.navbar{color:red}.avatar{margin:0}.menu,.pills{padding:0}a:not(.unused){color:blue}',
      used,
    );
    expect(css).toBe('.navbar{color:red}.menu{padding:0}a:not(.unused){color:blue}');
    expect(rules).toBe(1);
    expect(selectors).toBe(1);
  });
  it('drops a media block left empty, keeps keyframes and rules without classes', () => {
    const { css } = pruneCss(
      '@media (min-width:997px){.pills{display:flex}}@media print{.kept{display:none}}@keyframes spin{from{opacity:0}to{opacity:1}}:root{--x:1}',
      used,
    );
    expect(css).toBe('@media print{.kept{display:none}}@keyframes spin{from{opacity:0}to{opacity:1}}:root{--x:1}');
  });
  it('leaves a stylesheet whose classes are all used as it is', () => {
    const input = '.navbar .menu{color:red}@media (max-width:996px){.kept{margin:0}}';
    expect(pruneCss(input, used)).toEqual({ css: input, rules: 0, selectors: 0, overridden: 0 });
  });
  it('drops a custom property declared again later for the same selector, and a rule left empty', () => {
    const { css, overridden } = pruneCss(
      ':root{--a:url("data:image/svg+xml;utf8,<svg/>");--b:1}[data-theme=dark]{--a:2}:root{--a:none}:root{--b:3}',
      used,
    );
    expect(css).toBe('[data-theme=dark]{--a:2}:root{--a:none}:root{--b:3}');
    expect(overridden).toBe(2);
  });
  it('keeps a custom property overridden only under a condition, for another selector or by !important', () => {
    const input =
      ':root{--a:1;--b:1;--c:1 !important;--d:1}@media (min-width:997px){:root{--a:2}}html{--b:2}:root{--c:2;--d:2 !important}';
    expect(pruneCss(input, used)).toEqual({ css: input, rules: 0, selectors: 0, overridden: 0 });
  });
  it('keeps a custom property whose later value the browser throws away', () => {
    for (const later of ['1 ! 2', 'a)b', 'x]']) {
      expect(pruneCss(`:root{--a:1}:root{--a:${later}}`, used).overridden).toBe(0);
    }
  });
  it('keeps a property that is not a custom one, declared twice as a fallback', () => {
    const input = '.kept{display:block;display:grid}.kept{display:flex}';
    expect(pruneCss(input, used).css).toBe(input);
  });
});

describe('keptValue', () => {
  it('keeps values whose brackets and strings close', () => {
    expect(keptValue('url("data:image/svg+xml;utf8,<svg>(</svg>")')).toBe(true);
    expect(keptValue('polygon(calc(50% - 1rem) 0, 50% 50%)')).toBe(true);
    expect(keptValue("'a\\'b'")).toBe(true);
    expect(keptValue('{ a: [1, 2] }')).toBe(true);
    expect(keptValue('a\\)b')).toBe(true);
  });
  it('throws away unbalanced brackets, open strings and a stray !', () => {
    expect(keptValue('calc(1px')).toBe(false);
    expect(keptValue('1px)')).toBe(false);
    expect(keptValue('[a)')).toBe(false);
    expect(keptValue('"open')).toBe(false);
    expect(keptValue('1 ! 2')).toBe(false);
  });
});
