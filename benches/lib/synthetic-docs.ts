/**
 * Synthetic docs pages for the build-scale bench (benches/bench-build.ts): ~600 words each, shaped
 * like the portal's guides — front matter, an intro, h2/h3 sections, code blocks in several
 * languages, an options table and a list. Deterministic: page N is the same on every run.
 */

const WORDS = (
  'player stream manifest segment licence token playback session bitrate buffer latency ' +
  'subtitle audio track rendition device profile bookmark favourite catalogue channel schedule ' +
  'programme event encoding asset workflow delivery origin cache edge request response header ' +
  'configuration option default value release version platform browser television remote focus ' +
  'error code retry backoff timeout network analytics metric beacon heartbeat concurrency limit ' +
  'viewer account tenant region language format container codec resolution frame keyframe ' +
  'the a an of to in for with on when and or that this each every before after while your its'
).split(' ');

const LANGUAGES = [
  { lang: 'ts', line: (w: string[]) => `const ${w[0]}${cap(w[1]!)} = await player.${w[2]}({ ${w[3]}: true });` },
  { lang: 'kotlin', line: (w: string[]) => `val ${w[0]} = player.${w[1]}(${w[2]}Config(${w[3]} = 30))` },
  { lang: 'swift', line: (w: string[]) => `let ${w[0]} = try await player.${w[1]}(${w[2]}: .${w[3]})` },
  { lang: 'bash', line: (w: string[]) => `curl -H "Authorization: Bearer $TOKEN" https://api.example/${w[0]}/${w[1]}` },
] as const;

function cap(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A small deterministic generator (mulberry32), seeded by the page number. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SyntheticPage {
  /** Path relative to the docs folder, e.g. `group-003/page-0042.md`. */
  path: string;
  content: string;
}

/** Pages per folder: each folder is a sidebar category, as the real sections are. */
export const PAGES_PER_FOLDER = 50;

export function syntheticPage(index: number): SyntheticPage {
  const next = random(index + 1);
  const word = () => WORDS[Math.floor(next() * WORDS.length)]!;
  const words = (n: number) => Array.from({ length: n }, word);
  const sentence = (n: number) => {
    const text = words(n).join(' ');
    return `${cap(text)}.`;
  };
  const paragraph = (sentences: number) =>
    Array.from({ length: sentences }, () => sentence(8 + Math.floor(next() * 10))).join(' ');

  const title = `${cap(word())} ${word()} ${word()} ${index}`;
  const parts: string[] = [
    '---',
    `title: ${JSON.stringify(title)}`,
    `description: ${JSON.stringify(sentence(14))}`,
    `sidebar_position: ${index % PAGES_PER_FOLDER}`,
    '---',
    '',
    paragraph(4),
    '',
  ];
  for (let section = 1; section <= 4; section += 1) {
    const language = LANGUAGES[(index + section) % LANGUAGES.length]!;
    parts.push(`## ${cap(word())} ${word()} ${section}`, '', paragraph(4), '');
    parts.push(`### ${cap(word())} ${word()}`, '', paragraph(3), '');
    parts.push(`\`\`\`${language.lang} title="${word()}.${language.lang}"`);
    for (let line = 0; line < 4; line += 1) parts.push(language.line(words(4)));
    parts.push('```', '');
    if (section === 2) {
      parts.push('| option | type | default | meaning |', '| --- | --- | --- | --- |');
      for (let row = 0; row < 5; row += 1) {
        parts.push(
          `| \`${word()}${cap(word())}\` | ${['string', 'number', 'boolean'][row % 3]} | \`${row}\` | ${sentence(7)} |`,
        );
      }
      parts.push('');
    }
    if (section === 3) {
      parts.push(...Array.from({ length: 4 }, () => `- ${sentence(9)}`), '');
    }
  }
  const folder = `group-${String(Math.floor(index / PAGES_PER_FOLDER)).padStart(3, '0')}`;
  return { path: `${folder}/page-${String(index).padStart(4, '0')}.md`, content: `${parts.join('\n')}\n` };
}

/** Words of a Markdown page outside its front matter (what a reader reads, code included). */
export function wordCount(markdown: string): number {
  const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, '');
  return body.split(/\s+/).filter((token) => /[A-Za-z]/.test(token)).length;
}
