import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Config } from '@docusaurus/types';

async function loadConfig(env: Record<string, string>): Promise<Config> {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return (await import('../../docusaurus.config')).default;
}

function pluginNames(config: Config): string[] {
  return (config.plugins ?? []).map((p) => (Array.isArray(p) ? String(p[0]) : String(p)));
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('docusaurus.config', () => {
  it('sends the browser no catalogue data and no path of the build machine (the config is serialised into the main bundle)', async () => {
    const config = await loadConfig({});
    const serialised = JSON.stringify(config);
    expect(serialised).not.toContain('heartbeat.interval'); // the facts catalogue, from the remark plugins' options
    expect(serialised).not.toContain(process.cwd());
  });

  it('loads no analytics without a measurement id', async () => {
    const config = await loadConfig({ FLP_GTAG_ID: '' });
    expect(pluginNames(config)).not.toContain('@docusaurus/plugin-google-gtag');
  });

  it('adds the gtag plugin, IP anonymisation off, when an id is configured', async () => {
    const config = await loadConfig({ FLP_GTAG_ID: 'G-TEST12345' });
    const gtag = config.plugins?.find((p) => Array.isArray(p) && p[0] === '@docusaurus/plugin-google-gtag');
    expect(gtag).toEqual(['@docusaurus/plugin-google-gtag', { trackingID: 'G-TEST12345', anonymizeIP: false }]);
  });

  it('fails loudly on a bad environment value', async () => {
    await expect(loadConfig({ FLP_SITE_URL: 'not a url' })).rejects.toThrow('FLP_SITE_URL');
  });

  it('gives code blocks one theme for both colour modes (read without the colour mode, src/lib/highlightedCode.ts)', async () => {
    const config = await loadConfig({});
    const prism = (config.themeConfig as { prism: { theme: unknown; darkTheme: unknown } }).prism;
    expect(prism.darkTheme).toBe(prism.theme);
  });

  it('throws on broken links and anchors', async () => {
    const config = await loadConfig({});
    expect(config).toMatchObject({ onBrokenLinks: 'throw', onBrokenAnchors: 'throw', title: 'FLP Developer Portal' });
  });
});
