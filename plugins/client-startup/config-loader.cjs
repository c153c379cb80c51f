/**
 * Rspack loader of the browser build's copy of the site configuration (`.docusaurus/
 * docusaurus.config.mjs`, which Docusaurus writes whole): the plugin and theme lists with their
 * options, the presets and the HTML template are read by the build alone, and left out of every
 * page's main bundle (about 2.3 KiB gzipped: the code theme's CSS and styles, the docs options).
 * The server build keeps the whole file. A file of another shape fails the build.
 */
/* global module */
const BUILD_ONLY = ['plugins', 'themes', 'presets', 'ssrTemplate'];

module.exports = function siteConfigForTheBrowser(source) {
  const match = /^export default (\{[\s\S]*\});\s*$/m.exec(source);
  if (!match) throw new Error('client-startup: the generated site configuration is not `export default {…};`');
  const config = JSON.parse(match[1]);
  for (const key of BUILD_ONLY) {
    if (!(key in config)) throw new Error(`client-startup: the generated site configuration has no "${key}"`);
    delete config[key];
  }
  return `export default ${JSON.stringify(config)};\n`;
};
