/**
 * What the production build would fail on, found under `docusaurus start`: kept in one list per
 * source of problems (the docs plugin's load, each page's links), printed in the terminal when it
 * first appears, and sent to the browsers that listen (index.ts). The list lives on `globalThis`:
 * Docusaurus loads each plugin's modules afresh, and the docs wrapper and this plugin share it.
 */

export interface Problem {
  /** Source file, relative to the site directory (`docs/x.md`), or null when not known. */
  file: string | null;
  /** 1-based line in that file, front matter counted. */
  line: number | null;
  message: string;
}

type Listener = () => void;

interface Store {
  sources: Map<string, Problem[]>;
  printed: Set<string>;
  listeners: Set<Listener>;
}

const STORE_KEY = Symbol.for('flp.dev-problems');

function store(): Store {
  const scope = globalThis as { [STORE_KEY]?: Store };
  scope[STORE_KEY] ??= { sources: new Map(), printed: new Set(), listeners: new Set() };
  return scope[STORE_KEY];
}

export function location(problem: Problem): string {
  if (problem.file === null) return '';
  return problem.line === null ? `${problem.file}: ` : `${problem.file}:${problem.line}: `;
}

function keyOf(source: string, problem: Problem): string {
  return `${source}\0${location(problem)}${problem.message}`;
}

/** The problems known now of the sources `include` takes, in the order the sources first reported. */
export function currentProblems(include: (source: string) => boolean = () => true): Problem[] {
  return [...store().sources].flatMap(([source, problems]) => (include(source) ? problems : []));
}

/**
 * Replaces what `source` reports (an empty list clears it). A problem new to the source is printed
 * once; one that stays is not printed again, one fixed and made again is.
 */
export function reportProblems(source: string, problems: Problem[], print = console.error): void {
  const { sources, printed, listeners } = store();
  const before = sources.get(source) ?? [];
  const keys = new Set(problems.map((problem) => keyOf(source, problem)));
  for (const problem of before) if (!keys.has(keyOf(source, problem))) printed.delete(keyOf(source, problem));
  for (const problem of problems) {
    const key = keyOf(source, problem);
    if (printed.has(key)) continue;
    printed.add(key);
    print(`[ERROR] ${location(problem)}${problem.message}`);
  }
  const same =
    before.length === problems.length &&
    before.every((problem, i) => keyOf(source, problem) === keyOf(source, problems[i]!));
  if (problems.length > 0) sources.set(source, problems);
  else sources.delete(source);
  if (!same) for (const listener of listeners) listener();
}

export function onProblems(listener: Listener): () => void {
  const { listeners } = store();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
