import { describe, expect, it } from 'vitest';
import {
  type PlatformNames,
  checkMarkdown,
  checkNativeSamples,
  formatDiagnostics,
  parseAllowedNames,
  referenceNames,
} from '../../checks/samples/check-native';

const fence = '```';

const kotlinReference = `${fence}kotlin reference
class FlpPlayer {
    companion object {
        fun create(context: Context, config: PlayerConfig): FlpPlayer
    }
    fun load(source: Source)
    fun play()
    val state: PlayerState
}
data class PlayerConfig(val licenseKey: String, val autoplay: Boolean = false)
data class Source(val url: String)
enum class PlayerState { IDLE, PLAYING }
${fence}`;

const names: PlatformNames = {
  reference: referenceNames(kotlinReference),
  allowed: parseAllowedNames('# platform\nContext\nLog\nprintln\n'),
};

const rokuNames: PlatformNames = {
  reference: referenceNames(`${fence}xml reference
<field id="source" type="assocarray" />
<field id="control" type="string" />
${fence}

${fence}brightscript reference
function FlpVersion() as String
${fence}`),
  allowed: parseAllowedNames('CreateObject\nfindNode\ntop\n'),
};

function check(lang: string, code: string, platformNames: PlatformNames = names) {
  return checkMarkdown(`# Page\n\n${fence}${lang}\n${code}\n${fence}\n`, 'page.md', platformNames);
}

describe('native sample checks over the docs', () => {
  it('finds nothing in the Android, iOS and Roku pages', () => {
    const diagnostics = checkNativeSamples();
    expect(formatDiagnostics(diagnostics)).toBe('Native samples: no findings.');
  });
});

describe('reference names', () => {
  it('collects type, member, parameter and enum names', () => {
    for (const n of ['FlpPlayer', 'create', 'context', 'load', 'source', 'licenseKey', 'IDLE']) {
      expect(names.reference.has(n)).toBe(true);
    }
    expect(rokuNames.reference.has('source')).toBe(true);
    expect(rokuNames.reference.has('flpversion')).toBe(true);
  });
});

describe('rule: language tag', () => {
  it('reports an untagged block at its fence line', () => {
    const d = checkMarkdown(`# Page\n\n${fence}\nval x = 1\n${fence}\n`, 'page.md', names);
    expect(d).toEqual([expect.objectContaining({ rule: 'untagged', line: 3 })]);
  });
});

describe('rule: lexical validity', () => {
  it('accepts a valid Kotlin sample with strings, templates and comments', () => {
    const code = [
      'val player = FlpPlayer.create(context, PlayerConfig(licenseKey = "k}", autoplay = true))',
      '// a comment with an unbalanced ( paren',
      'val label = "state: ${player.state.let { "(" + it }}"',
      "val brace = '{'",
      'player.load(Source(url = """https://cdn.flp.video/a.m3u8"""))',
    ].join('\n');
    expect(check('kotlin', code)).toEqual([]);
  });

  it('reports an unbalanced brace', () => {
    const d = check('kotlin', 'fun start(player: FlpPlayer) {\n    player.play()\n');
    expect(d).toEqual([expect.objectContaining({ rule: 'syntax', line: 4 })]);
    expect(d[0]!.message).toContain('never closed');
  });

  it('reports a bracket closed by the wrong kind', () => {
    expect(check('swift', 'let a = [1, 2)').map((d) => d.rule)).toContain('syntax');
  });

  it('reports an unclosed end if in BrightScript', () => {
    const code = ['sub main()', '    if m.ready then', '        m.count = 1', 'end sub'].join('\n');
    const d = check('brightscript', code, rokuNames);
    expect(d.some((x) => x.rule === 'syntax' && x.message.includes('if'))).toBe(true);
  });

  it('accepts single-line if, for each and anonymous functions in BrightScript', () => {
    const code = [
      "' comment with if and then",
      'sub init()',
      '    m.player = m.top.findNode("player")',
      '    if m.player = invalid then return',
      '    for each key in ["a", "b"]',
      '        m.last = key',
      '    end for',
      '    m.cb = function(x) as Object : return x : end function',
      '    m.player.source = { url: "https://cdn.flp.video/a.m3u8" }',
      'end sub',
    ].join('\n');
    expect(check('brightscript', code, rokuNames)).toEqual([]);
  });

  it('reports malformed XML nesting', () => {
    expect(check('xml', '<a><b></a></b>').map((d) => d.rule)).toContain('syntax');
    expect(
      check('xml', '<component name="X" extends="Group">\n  <field id="a" type="string" />\n</component>'),
    ).toEqual([]);
  });
});

describe('rule: placeholders', () => {
  it('reports TODO in a comment', () => {
    expect(check('kotlin', 'val x = 1 // TODO remove').map((d) => d.rule)).toEqual(['placeholder']);
  });

  it('reports ... used as code but not inside strings', () => {
    expect(check('kotlin', 'player.load(...)').some((d) => d.rule === 'placeholder')).toBe(true);
    expect(check('kotlin', 'val s = "Loading..."')).toEqual([]);
    expect(check('swift', 'for i in 0...5 { print(i) }', { ...names, allowed: new Set(['print']) })).toEqual([]);
  });

  it('reports angle-bracket placeholders outside strings', () => {
    expect(check('kotlin', 'val key = <your-licence-key>').some((d) => d.rule === 'placeholder')).toBe(true);
    expect(check('kotlin', 'val key = "<b>bold</b>"')).toEqual([]);
  });

  it('reports lorem ipsum in any block', () => {
    expect(check('text', 'Lorem ipsum dolor').map((d) => d.rule)).toEqual(['placeholder']);
  });
});

describe('rule: names', () => {
  it('reports an undeclared member with its line', () => {
    const d = check(
      'kotlin',
      'val player = FlpPlayer.create(context, PlayerConfig(licenseKey = "k"))\nplayer.loadd(Source(url = "u"))',
    );
    expect(d).toEqual([expect.objectContaining({ rule: 'name', name: 'loadd', line: 5 })]);
  });

  it('reports a misspelt named argument', () => {
    const d = check('kotlin', 'val config = PlayerConfig(licenceKey = "k")');
    expect(d.map((x) => x.name)).toEqual(['licenceKey']);
  });

  it('accepts names declared by the sample: functions, parameters, lambdas, loops', () => {
    const code = [
      'import android.content.Context',
      'class Screen(private val context: Context) {',
      '    fun start(url: String) {',
      '        val player = FlpPlayer.create(context, PlayerConfig(licenseKey = "k"))',
      '        listOf(url).forEach { item -> player.load(Source(url = item)) }',
      '        for (u in listOf(url)) Log.d("Screen", u)',
      '        if (player.state == PlayerState.IDLE) player.play()',
      '    }',
      '}',
    ].join('\n');
    const allowed = new Set([...names.allowed, 'listOf', 'forEach', 'String', 'd']);
    expect(check('kotlin', code, { ...names, allowed })).toEqual([]);
  });

  it('checks the imported name but not the package path', () => {
    expect(check('kotlin', 'import android.os.Bundlee').map((d) => d.name)).toEqual(['Bundlee']);
  });

  it('lets Java call Kotlin properties through getters', () => {
    const code =
      'FlpPlayer player = FlpPlayer.create(context, config);\nPlayerState state = player.getState();\nplayer.getStat();';
    const d = check('java', code, { ...names, allowed: new Set([...names.allowed, 'config']) });
    expect(d.map((x) => x.name)).toEqual(['getStat']);
  });

  it('checks BrightScript fields case-insensitively and accepts m. fields set in the sample', () => {
    const code =
      'sub init()\n  m.player = CreateObject("roSGNode", "FlpPlayer")\n  m.player.Control = "play"\n  m.player.sourc = {}\nend sub';
    expect(check('brightscript', code, rokuNames).map((d) => d.name)).toEqual(['sourc']);
  });

  it('does not check names inside reference blocks', () => {
    const d = checkMarkdown(
      `${fence}kotlin reference\nclass Unknown { fun anything(x: Whatever) }\n${fence}\n`,
      'p.md',
      names,
    );
    expect(d).toEqual([]);
  });
});

describe('rule: legacy blocks of migration guides', () => {
  const guide = 'docs/products/player/android/migrate-6-to-7.md';
  const before = `${fence}kotlin legacy="6.x"\nval player = FlpPlayerFactory.newInstance(context, PlayerConfig(licenseKey = "k"))\n${fence}`;
  const after = `${fence}kotlin\nval player = FlpPlayer.create(context, PlayerConfig(licenseKey = "k"))\n${fence}`;

  it('does not check the names of 6.x code followed by its checked 7.x version', () => {
    expect(checkMarkdown(`${before}\n\n${after}\n`, guide, names)).toEqual([]);
  });

  it('still checks the 7.x block after it', () => {
    const wrongAfter = after.replace('FlpPlayer.create', 'FlpPlayer.createe');
    expect(checkMarkdown(`${before}\n\n${wrongAfter}\n`, guide, names).map((d) => d.name)).toEqual(['createe']);
  });

  it('keeps the lexical and placeholder rules', () => {
    const broken = `${fence}kotlin legacy="6.x"\nval player = FlpPlayerFactory.newInstance(context // TODO\n${fence}`;
    const rules = checkMarkdown(`${broken}\n\n${after}\n`, guide, names).map((d) => d.rule);
    expect(rules).toEqual(expect.arrayContaining(['syntax', 'placeholder']));
    expect(rules).not.toContain('name');
  });

  it('rejects the flag outside a migration guide, and checks the block anyway', () => {
    const d = checkMarkdown(`${before}\n\n${after}\n`, 'docs/products/player/android/faq.md', names);
    expect(d[0]).toEqual(expect.objectContaining({ rule: 'legacy', line: 1 }));
    expect(d[0]!.message).toContain('only a migration guide');
    expect(d.slice(1).map((x) => x.name)).toEqual(['FlpPlayerFactory', 'newInstance']);
  });

  it('rejects a line other than the one the guide migrates from', () => {
    const d = checkMarkdown(`${before.replace('6.x', '7.x')}\n\n${after}\n`, guide, names);
    expect(d[0]).toEqual(expect.objectContaining({ rule: 'legacy', line: 1 }));
    expect(d[0]!.message).toContain('this guide migrates from 6.x');
  });

  it('rejects a legacy block without a checked block of the same language after it', () => {
    for (const next of [
      '',
      `${fence}swift\nlet a = 1\n${fence}`,
      before,
      after.replace('kotlin', 'kotlin check=false'),
    ]) {
      const d = checkMarkdown(`${before}\n\n${next}\n`, guide, names);
      expect(d[0]!.rule, next).toBe('legacy');
      expect(d[0]!.message).toContain('the next code block must be the checked kotlin version');
    }
  });
});
