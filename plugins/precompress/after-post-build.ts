/**
 * Running after every other plugin's postBuild. Docusaurus starts all postBuild hooks at once
 * (`Promise.all(plugins.map(...))`, in the order of the plugin list), and several plugins write
 * files there (the sitemap, the search indexes, the Markdown twins, the feeds, the API documents).
 * A plugin listed first is started first: before returning, it wraps the postBuild of every plugin
 * after it, so it learns when each of them ends. Checked, not assumed: a plugin with a postBuild
 * listed before it, or a wrapped hook Docusaurus did not start right after it, stops the build.
 */

export interface PostBuildPlugin {
  name: string;
  options?: { id?: string };
  postBuild?: (props: never) => Promise<void> | void;
}

function label(plugin: PostBuildPlugin): string {
  const id = plugin.options?.id;
  return id && id !== 'default' ? `${plugin.name} (${id})` : plugin.name;
}

/**
 * Call synchronously from the postBuild of the plugin named `self`, with the postBuild props'
 * `plugins`. Resolves to true once every other plugin's postBuild has finished, false when one of
 * them failed (Docusaurus reports that failure; there is nothing to compress then).
 */
export function afterOtherPostBuilds(plugins: readonly PostBuildPlugin[], self: string): Promise<boolean> {
  const index = plugins.findIndex((plugin) => plugin.name === self);
  if (index < 0) return Promise.reject(new Error(`${self}: not in the list of plugins`));
  const before = plugins.slice(0, index).filter((plugin) => plugin.postBuild);
  if (before.length > 0) {
    return Promise.reject(
      new Error(
        `${self} must be the first plugin of docusaurus.config.ts: ${before.map(label).join(', ')} ` +
          'write files in postBuild before it would wait for them',
      ),
    );
  }
  const pending = new Set<PostBuildPlugin>();
  const runs: Promise<unknown>[] = [];
  for (const plugin of plugins.slice(index + 1)) {
    const original = plugin.postBuild;
    if (!original) continue;
    pending.add(plugin);
    plugin.postBuild = (props: never) => {
      pending.delete(plugin);
      let run: Promise<void>;
      try {
        run = Promise.resolve(original.call(plugin, props));
      } catch (error) {
        run = Promise.reject(error as Error);
      }
      runs.push(run);
      return run;
    };
  }
  return new Promise<void>((ready) => setImmediate(ready)).then(async () => {
    // Docusaurus called every hook in the same turn as this one; a hook not called yet would
    // write files while the build is compressed.
    if (pending.size > 0) {
      throw new Error(
        `${self}: Docusaurus did not start the postBuild of ${[...pending].map(label).join(', ')} together with ` +
          "this plugin's, so it cannot run after them",
      );
    }
    const settled = await Promise.allSettled(runs);
    return settled.every((outcome) => outcome.status === 'fulfilled');
  });
}
