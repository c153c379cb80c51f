import { readFileSync } from 'node:fs';
import { measurePage } from './checks/page-weight';
import type { BundleModules } from './plugins/bundle-report/api';
void (async () => {
  const bundle = JSON.parse(readFileSync('.docusaurus/bundle-modules.json', 'utf8')) as BundleModules;
  const w = await measurePage('build', process.argv[2] ?? '/docs/products/player/web/basic-playback');
  for (const a of w.assets) {
    if (a.kind !== 'js') continue;
    const ids = bundle.chunks.filter((c) => c.files.includes(a.file)).map((c) => c.id);
    const mods = bundle.modules.filter((m) => m.chunks.some((c) => ids.includes(c)));
    const total = mods.reduce((s, m) => s + m.size, 0);
    console.log(`${a.file} ${(a.gzip / 1024).toFixed(1)} KiB`);
    for (const m of mods.sort((x, y) => y.size - x.size).slice(0, 12)) console.log(`   ${((a.gzip * m.size) / total / 1024).toFixed(2)}  ${m.name}`);
  }
})();
