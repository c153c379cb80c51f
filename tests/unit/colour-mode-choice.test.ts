import { describe, expect, it } from 'vitest';
import { nextChoice, shownChoice } from '../../src/lib/colourModeChoice';

function root(choice?: string): Element {
  const attributes = new Map(choice === undefined ? [] : [['data-theme-choice', choice]]);
  return { getAttribute: (name: string) => attributes.get(name) ?? null } as unknown as Element;
}

describe('the colour-mode toggle', () => {
  it('reads the choice the page shows', () => {
    expect(shownChoice(root('dark'))).toBe('dark');
    expect(shownChoice(root('light'))).toBe('light');
    expect(shownChoice(root('system'))).toBeNull();
    expect(shownChoice(root())).toBeNull();
    expect(shownChoice(root('sepia'))).toBeNull();
  });

  it('moves between light and dark, from no choice to dark', () => {
    expect(nextChoice('light', false)).toBe('dark');
    expect(nextChoice('dark', false)).toBe('light');
    expect(nextChoice(null, false)).toBe('dark');
  });

  it('cycles none, light, dark where the system mode is respected', () => {
    expect(nextChoice(null, true)).toBe('light');
    expect(nextChoice('light', true)).toBe('dark');
    expect(nextChoice('dark', true)).toBeNull();
  });
});
