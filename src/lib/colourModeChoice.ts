/** A reader's colour-mode choice: light, dark, or none (the system's or the site's default). */
export type ColourModeChoice = 'light' | 'dark' | null;

/** The choice the page shows: its `data-theme-choice` attribute ("system" is no choice). */
export function shownChoice(root: Element): ColourModeChoice {
  const choice = root.getAttribute('data-theme-choice');
  return choice === 'light' || choice === 'dark' ? choice : null;
}

/**
 * The choice after a press of the toggle, in theme-classic's cycle: light and dark, or, where the
 * system's mode is respected, none → light → dark → none.
 */
export function nextChoice(current: ColourModeChoice, respectPrefersColorScheme: boolean): ColourModeChoice {
  if (!respectPrefersColorScheme) return current === 'dark' ? 'light' : 'dark';
  if (current === null) return 'light';
  return current === 'light' ? 'dark' : null;
}
