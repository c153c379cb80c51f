/**
 * playback-check: the rules of the Playback check page (`/playback-check`, `src/pages/`), made from
 * catalog/facts.yaml when the site loads.
 * - contentLoaded gives the page its rules (createData, imported by the theme's PlaybackCheck).
 * - postBuild publishes them as /playback-rules.json for the MCP server's `check_stream`.
 * The page's engine (Shaka Player) and the manifest parsers load in the browser only when the
 * reader presses "Check" (dynamic imports of the theme), so no other page's scripts grow.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { loadFacts } from '../facts/api';
import { type PlaybackRules, rulesFromFacts } from './lib/rules';
import { RULES_JSON_PATH } from './lib/publish';

export default function playbackCheckPlugin(context: LoadContext): Plugin<PlaybackRules> {
  const { siteDir } = context;
  return {
    name: 'playback-check',

    getThemePath() {
      return join(__dirname, 'theme');
    },

    getPathsToWatch() {
      return [join(siteDir, 'catalog', 'facts.yaml')];
    },

    async loadContent() {
      return rulesFromFacts(loadFacts(siteDir));
    },

    async contentLoaded({ content, actions }) {
      await actions.createData('rules.json', JSON.stringify(content));
    },

    async postBuild({ content, outDir }) {
      await mkdir(outDir, { recursive: true });
      await writeFile(join(outDir, RULES_JSON_PATH.slice(1)), JSON.stringify(content));
    },
  };
}
