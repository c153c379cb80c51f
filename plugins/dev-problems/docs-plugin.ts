/**
 * The docs plugin as `docusaurus start` runs it (docusaurus.config.ts names this module instead of
 * `docs-sidebar-routes`, the docs plugin the build runs, there and only there): when a reload of the docs fails (a
 * front matter value of the wrong type, say), the docs stay as last loaded, as Docusaurus keeps them,
 * and the failure is a problem of the dev server (problems.ts) with the file and line, shown in the
 * browser and printed once, instead of a stack trace in the terminal only.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import docsPlugin from '../docs-sidebar-routes';
import type { LoadedContent, PluginOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { type Problem, reportProblems } from './problems';

export { validateOptions } from '../docs-sidebar-routes';

const SOURCE = 'docs-load';

/** The file and line of a failed docs load, from the errors the docs plugin throws. */
export function docsLoadProblem(
  error: unknown,
  siteDir: string,
  read = (file: string) => readFileSync(file, 'utf8'),
): Problem {
  const messages: string[] = [];
  let file: string | null = null;
  let fields: string[] = [];
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    messages.push(cause.message);
    // "Can't process doc metadata for doc at path path=/site/docs/x.md in version name=current"
    file ??= /\bat path path=(.+?) in version\b/.exec(cause.message)?.[1] ?? null;
    const details = (cause as { details?: { path?: unknown[] }[] }).details;
    if (Array.isArray(details)) fields = details.map((detail) => String(detail.path?.[0] ?? ''));
  }
  const message = messages.at(-1) ?? String(error);
  if (file === null) return { file: null, line: null, message: `the docs could not be loaded: ${message}` };
  let line: number | null = null;
  try {
    const lines = read(file).split('\n');
    const end = lines[0]?.trim() === '---' ? lines.indexOf('---', 1) : -1;
    const at = lines
      .slice(0, end + 1)
      .findIndex((text) => fields.some((field) => field && text.startsWith(`${field}:`)));
    line = at >= 0 ? at + 1 : end > 0 ? 1 : null;
  } catch {
    // The file is gone: the problem is still named by its file.
  }
  return { file: relative(siteDir, file), line, message: fields.length > 0 ? `front matter: ${message}` : message };
}

export default async function devDocsPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const plugin = await docsPlugin(context, options);
  const loadContent = plugin.loadContent?.bind(plugin);
  if (!loadContent) return plugin;
  let last: LoadedContent | undefined;
  plugin.loadContent = async () => {
    try {
      last = await loadContent();
      reportProblems(SOURCE, []);
      return last;
    } catch (error) {
      // The first load has nothing to keep: the dev server cannot start without the docs.
      if (last === undefined) throw error;
      reportProblems(SOURCE, [docsLoadProblem(error, context.siteDir)]);
      return last;
    }
  };
  return plugin;
}
