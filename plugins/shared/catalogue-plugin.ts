/**
 * The one pattern of the catalogue plugins: a schema-checked YAML file of `catalog/` becomes the
 * plugin's content, written as a data file that only the theme components showing it import (not
 * global data, which every page would load). A bad entry fails the build with every problem, each
 * naming the entry. `feature-matrix` and `known-issues` are made with `yamlCataloguePlugin` and
 * `playerCatalogueLoader`; the error catalogue and the release notes read several files and
 * publish more, but share `catalogue.ts`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { parse as parseYaml } from 'yaml';
import { readDocsPages } from './docs-pages';
import { readReleaseIndex, type ReleaseIndex } from './releases';

/** The parsed YAML of a catalogue file; a missing or unparsable file is reported through `fail`. */
export function readCatalogueYaml(siteDir: string, file: string, fail: (problems: string[]) => Error): unknown {
  const full = join(siteDir, file);
  if (!existsSync(full)) throw fail([`${file} is missing`]);
  try {
    return parseYaml(readFileSync(full, 'utf8'));
  } catch (error) {
    throw fail([`not valid YAML or not readable: ${(error as Error).message}`]);
  }
}

/**
 * The loader of a catalogue about the player SDKs, checked against every platform's releases and
 * the docs routes: `(siteDir, routes?) => content`, throwing `error` with every problem.
 */
export function playerCatalogueLoader<T>(
  file: string,
  error: new (problems: string[]) => Error,
  validate: (data: unknown, releases: ReleaseIndex, routes: ReadonlyMap<string, string | null>) => T,
): (siteDir: string, routes?: ReadonlyMap<string, string | null>) => T {
  return (siteDir, routes = readDocsPages(siteDir)) =>
    validate(
      readCatalogueYaml(siteDir, file, (problems) => new error(problems)),
      readReleaseIndex(siteDir),
      routes,
    );
}

export interface CatalogueSpec<T> {
  /** Plugin name; the data file is `@generated/<name>/default/<dataFile>`. */
  name: string;
  /** Files whose change reloads the content (relative to the site), globs allowed. */
  watch: string[];
  /** Name of the data file the theme components import. */
  dataFile: string;
  /** Reads and validates the catalogue; throws a CatalogueError with every problem. */
  load: (siteDir: string) => T;
  /** Folder of the plugin (its `theme/` is the theme path). */
  dir: string;
}

/** A Docusaurus plugin for a schema-checked YAML catalogue. */
export function yamlCataloguePlugin<T>(spec: CatalogueSpec<T>): (context: LoadContext) => Plugin<T> {
  return (context) => ({
    name: spec.name,

    getThemePath() {
      return join(spec.dir, 'theme');
    },

    getPathsToWatch() {
      return spec.watch.map((file) => join(context.siteDir, file));
    },

    async loadContent() {
      return spec.load(context.siteDir);
    },

    async contentLoaded({ content, actions }) {
      await actions.createData(spec.dataFile, JSON.stringify(content));
    },
  });
}
