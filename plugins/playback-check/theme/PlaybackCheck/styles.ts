/**
 * The page's few styles, as style objects in its own script: the site's CSS is one file every page
 * loads (perf/budgets.ts holds it to its budget), so rules for this page alone would weigh on all.
 * Colours are Infima's variables, right in both colour modes.
 */
import type { CSSProperties } from 'react';

type Level = 'error' | 'warning' | 'info' | 'ok';

const BORDER: Record<Level, string> = {
  error: 'var(--ifm-color-danger-dark)',
  warning: 'var(--ifm-color-warning-darkest)',
  info: 'var(--ifm-color-emphasis-400)',
  ok: 'var(--ifm-color-success-dark)',
};

export const section: CSSProperties = { maxWidth: '60rem', marginBottom: '2rem' };
export const list: CSSProperties = { padding: 0, listStyle: 'none' };
export const item = (level: Level): CSSProperties => ({
  marginBottom: '0.5rem',
  padding: '0.5rem 0.75rem',
  borderLeft: `4px solid ${BORDER[level]}`,
  background: 'var(--ifm-color-emphasis-100)',
  overflowWrap: 'anywhere',
});
export const details: CSSProperties = { margin: '1rem 0' };
export const summary: CSSProperties = { cursor: 'pointer', fontWeight: 600 };
export const scroll: CSSProperties = { maxWidth: '100%', overflowX: 'auto' };
export const form: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '0.35rem',
  marginBottom: '1rem',
};
export const label: CSSProperties = { display: 'block', marginTop: '0.5rem', fontWeight: 600 };
export const field: CSSProperties = {
  width: '100%',
  padding: '0.4rem 0.5rem',
  border: '1px solid var(--ifm-color-emphasis-500)',
  borderRadius: 'var(--ifm-global-radius)',
  background: 'var(--ifm-background-color)',
  color: 'var(--ifm-font-color-base)',
  font: 'inherit',
};
export const button: CSSProperties = { justifySelf: 'start', marginTop: '0.75rem' };
export const problem: CSSProperties = { ...item('error'), padding: '0.75rem' };
export const video: CSSProperties = {
  display: 'block',
  width: '100%',
  maxWidth: '40rem',
  aspectRatio: '16 / 9',
  marginTop: '1rem',
  background: '#000',
};
export const log: CSSProperties = { ...list, marginTop: '1rem', fontSize: '0.9rem' };
export const time: CSSProperties = {
  display: 'inline-block',
  minWidth: '3.5rem',
  fontVariantNumeric: 'tabular-nums',
  color: 'var(--ifm-color-emphasis-700)',
};
/** Links inside text: underlined, as the docs' are (colour alone does not set them apart). */
export const link: CSSProperties = { textDecoration: 'underline' };
