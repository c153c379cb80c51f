import { describe, expect, it } from 'vitest';
import { errorCodeTable } from '../../plugins/error-catalog/twin';
import { releaseNotes } from '../../plugins/release-notes/twin';
import { toTwinTree, type TwinOptions } from '../../plugins/markdown-twin/markdown';
import { twinSections } from '../../plugins/search/dev';
import { TINY_ERROR_CATALOG } from './support/catalogs';
import type { ReleaseCatalog } from '../../plugins/release-notes/lib/types';

const options: TwinOptions = { title: 'Setup', siteUrl: 'https://developers.flp.test', baseUrl: '/' };

describe('the development index: sections of a page from its Markdown twin', () => {
  it('cuts sections at h2 and h3 with the anchors the docs slugger gives, text and code included', () => {
    const { pageTitle, description, sections } = twinSections(
      toTwinTree(
        [
          '# Setup',
          '',
          'Install the `@flp/player` package.',
          '',
          '## Create the player',
          '',
          '```ts',
          "const player = new FlpPlayer(element, { licenseUrl: '/drm' });",
          '```',
          '',
          '#### Options',
          '',
          '| option | meaning |',
          '| --- | --- |',
          '| autoplay | starts at once |',
          '',
          '### Create the player',
          '',
          'Again, with `autoplay`.',
        ].join('\n'),
        options,
      ),
      '  How to  set up the Web player. ',
    );
    expect(pageTitle).toBe('Setup');
    expect(description).toBe('How to set up the Web player.');
    expect(sections.map((s) => [s.title, s.anchor])).toEqual([
      ['Setup', null],
      ['Create the player', 'create-the-player'],
      // The h4 takes a slug too, so the second "Create the player" is -1 as on the page.
      ['Create the player', 'create-the-player-1'],
    ]);
    expect(sections[0]?.text).toBe('Install the @flp/player package.');
    expect(sections[1]?.text).toContain("new FlpPlayer(element, { licenseUrl: '/drm' });");
    expect(sections[1]?.text).toContain('Options');
    expect(sections[1]?.text).toContain('autoplay starts at once');
  });

  it('keeps a tab label inside its section: the page has no heading for it', () => {
    const tree = toTwinTree(
      [
        "import Tabs from '@theme/Tabs';",
        "import TabItem from '@theme/TabItem';",
        '',
        '## Install',
        '',
        '<Tabs>',
        '<TabItem value="npm" label="npm">',
        '',
        'npm install @flp/player',
        '',
        '</TabItem>',
        '</Tabs>',
        '',
        '## Play',
        '',
        'Call `load`.',
      ].join('\n'),
      options,
    );
    const { sections } = twinSections(tree, '');
    expect(sections.map((s) => s.anchor)).toEqual([null, 'install', 'play']);
    expect(sections[1]?.text).toBe('npm npm install @flp/player');
  });

  it('makes each error code a section of its own with the code as anchor, and release notes sections by version anchor', () => {
    const catalog = TINY_ERROR_CATALOG;
    const releases = {
      platforms: [
        {
          platform: 'ios',
          releases: [
            { version: '7.1.0', date: '2026-10-01', summary: 'Faster start.', changes: [], newErrorCodes: [] },
          ],
        },
      ],
    } as unknown as ReleaseCatalog;
    const tree = toTwinTree(
      '## Codes\n\n<ErrorCodeTable platform="ios" />\n\n## Releases\n\n<ReleaseNotes platform="ios" />\n',
      {
        ...options,
        components: { ErrorCodeTable: errorCodeTable(catalog), ReleaseNotes: releaseNotes(releases) },
      },
    );
    const { sections } = twinSections(tree, '');
    expect(sections.map((s) => [s.title, s.anchor, s.subsection ?? false])).toEqual([
      ['Setup', null, false],
      ['Codes', 'codes', false],
      ['Network (1000–1999)', 'network-errors', false],
      ['E-1001 NETWORK_OFFLINE', 'E-1001', true],
      ['Releases', 'releases', false],
      ['7.1.0', 'v7-1-0', false],
    ]);
    expect(sections[3]?.text).toContain('The device is offline. No connection.');
    expect(sections[3]?.text).toContain('Airplane mode');
  });
});
