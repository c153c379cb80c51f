/**
 * The one pattern of the catalogue plugins: a schema-checked YAML file of `catalog/` is read when
 * the plugin loads (`loadContent`), resolved against the docs routes once every plugin has loaded
 * (`allContentLoaded`: links checked and given their page titles, `site-routes.ts`), and written as a
 * data file that only the theme components showing it import (not global data, which every page would
 * load). A bad entry fails the build with every problem, each naming the entry. `feature-matrix` and
 * `known-issues` are made with `playerCatalogue` and `yamlCataloguePlugin`; the error catalogue and
 * the release notes read several files and publish more, but share `catalogue.ts`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AllContent, LoadContext, Plugin } from '@docusaurus/types';
import { parse as parseYaml } from 'yaml';
import { oncePerLoad, pluginContent } from './loaded-content';
import { readDocsRoutes, type RouteLookup } from './site-routes';
import type { PlatformId } from '../../src/data/registry';
import { themeAndSources } from './theme-source';

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

export interface ReleasedChange {
  type: string;
  /** Routes and error codes, as written in the catalogue. */
  links: string[];
}

export interface ReleasedVersion {
  version: string;
  changes: ReleasedChange[];
}

/** Per platform, its releases from the oldest to the newest. */
export type ReleaseIndex = Record<PlatformId, ReleasedVersion[]>;

/**
 * Where a player catalogue reads every platform's releases: the release notes' files
 * (`RELEASE_SOURCE` of `plugins/release-notes`, handed in so that this layer imports no plugin).
 */
export interface ReleaseSource {
  /** Reads them; throws with every missing file or malformed entry. */
  read: (siteDir: string) => ReleaseIndex;
  /** The files, relative to the site (a glob), watched under `docusaurus start`. */
  files: string;
}

/** What a player catalogue's plugin loads: its file parsed, and every platform's releases. */
export interface PlayerCatalogueInput {
  data: unknown;
  releases: ReleaseIndex;
}

/** A catalogue about the player SDKs, checked against every platform's releases and the docs routes. */
export interface PlayerCatalogue<T> {
  /** Plugin name; the data file is `@generated/<name>/default/<dataFile>`. */
  name: string;
  /** The catalogue file, relative to the site. */
  file: string;
  /** Reads the file and the releases (the plugin's loaded content). */
  read: (siteDir: string) => PlayerCatalogueInput;
  /** The release files it is checked against, relative to the site (a glob). */
  releaseFiles: string;
  /** Validates and resolves what was read; throws with every problem. */
  resolve: (input: PlayerCatalogueInput, routes: RouteLookup) => T;
  /** The catalogue resolved from the site's loaded content, once per load (its plugin and `llms-txt` read it). */
  fromLoadedContent: (allContent: AllContent, baseUrl: string) => T;
}

export function playerCatalogue<T>(
  name: string,
  file: string,
  error: new (problems: string[]) => Error,
  validate: (data: unknown, releases: ReleaseIndex, routes: RouteLookup) => T,
  releases: ReleaseSource,
): PlayerCatalogue<T> {
  const resolve = (input: PlayerCatalogueInput, routes: RouteLookup): T => validate(input.data, input.releases, routes);
  return {
    name,
    file,
    read: (siteDir) => ({
      data: readCatalogueYaml(siteDir, file, (problems) => new error(problems)),
      releases: releases.read(siteDir),
    }),
    releaseFiles: releases.files,
    resolve,
    fromLoadedContent: (allContent, baseUrl) =>
      oncePerLoad(allContent, name, () =>
        resolve(
          pluginContent<PlayerCatalogueInput>(allContent, name, `the ${name} catalogue’s data`),
          readDocsRoutes(allContent, baseUrl),
        ),
      ),
  };
}

/** A Docusaurus plugin for a player catalogue: `dir` is its folder (its `theme/` the theme path). */
export function yamlCataloguePlugin<T>(
  catalogue: PlayerCatalogue<T>,
  { dir, dataFile }: { dir: string; dataFile: string },
): (context: LoadContext) => Plugin<PlayerCatalogueInput> {
  return (context) => ({
    name: catalogue.name,

    // The catalogue and the releases it is checked against.
    ...themeAndSources(
      dir,
      [catalogue.file, catalogue.releaseFiles].map((file) => join(context.siteDir, file)),
    ),

    async loadContent() {
      return catalogue.read(context.siteDir);
    },

    async allContentLoaded({ allContent, actions }) {
      const content = catalogue.fromLoadedContent(allContent, context.siteConfig.baseUrl);
      await actions.createData(dataFile, JSON.stringify(content));
    },
  });
}
