/**
 * The catalogues against each other. Pure functions over file texts; the caller reads the files.
 *
 * - An error code with a `feature` (catalog/errors) follows that feature (catalog/features.yaml):
 *   every SDK platform it lists has the feature, and its `since` is not earlier than the first
 *   release of the feature on those platforms. An SDK's ad code must name its feature.
 * - Release notes (catalog/releases/<platform>.yaml): a `feature` change that leads with what it
 *   adds in words ("Combine publishers …") adds something no older release of the same platform
 *   names. A change that leads with an API name extends that API and is not compared.
 * - A version fact with a `release` platform (catalog/facts.yaml) has the value the newest release
 *   of that platform that states it gives (found with the fact's statement patterns).
 * - Migration guides: a name the guide says the new major adds ("7.x adds `FLPPlatform`") is not
 *   named by an older release of the platform or by a feature cell of an older release.
 * - A deprecated error code is announced with its replacement: in the release notes of its SDK
 *   platforms, or in the API changelog for a service code (`checkDeprecationsNoted`).
 * - A service code added after 7.0.0 is named in the API changelog's entry of the platform release
 *   the catalogue dates it by (`checkServiceCodesNoted`); the changelog's entries come newest first
 *   (`checkChangelogOrder`).
 * - A native error that several codes of one platform share is told apart in each of them
 *   (`checkSharedNatives`).
 * - A code's retry advice opens with a verdict that its severity allows (`checkRetryVerdicts`).
 * - A release note that says the SDK now does something instead of what it did is not a `feature` or
 *   an `improvement`, nor a `fix` where it names a code or a category; the severity the newest such
 *   note gives a code is the catalogue's (`checkChangesOfBehaviour`).
 */
import { compareVersions } from '../plugins/shared/versions';
import { UPGRADE_CHANGE_TYPES } from '../plugins/release-notes/api';
import type { FactsFile } from '../plugins/facts/api';
import { formatFact } from '../plugins/facts/api';
import type { Finding, SourceFile } from './lib/sources';
import { parseYamlWithLines } from './lib/yaml-lines';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Feature id → platform → the release it arrived in, or null where the platform lacks it. */
export type FeatureSince = ReadonlyMap<string, ReadonlyMap<string, string | null>>;

export function featureSince(featuresYaml: string): FeatureSince {
  const data = parseYamlWithLines(featuresYaml).data as { features?: { id: string; platforms: Obj }[] };
  const out = new Map<string, Map<string, string | null>>();
  for (const f of data.features ?? []) {
    const cells = new Map<string, string | null>();
    for (const [platform, cell] of Object.entries(f.platforms)) {
      cells.set(
        platform,
        isObj(cell) && cell.supported !== false && typeof cell.since === 'string' ? cell.since : null,
      );
    }
    out.set(f.id, cells);
  }
  return out;
}

/** SDK codes of this category name their feature (an ad integration): availability differs by integration. */
const FEATURE_CATEGORY = 'ads';

/** Every error code whose `since` or `platforms` contradict its feature, and every ad code without one. */
export function checkCodeFeatures(file: SourceFile, features: FeatureSince): Finding[] {
  const located = parseYamlWithLines(file.text);
  const data = located.data as { entries?: Obj[] };
  const findings: Finding[] = [];
  (data?.entries ?? []).forEach((entry, i) => {
    const code = String(entry.code);
    const at = (key: string) => ({ file: file.path, line: located.lineOf(['entries', i, key]) });
    if (typeof entry.feature !== 'string') {
      // An SDK's ad code belongs to one ad integration, whose availability it must follow.
      if (entry.category === FEATURE_CATEGORY && entry.raisedBy === undefined) {
        findings.push({
          ...at('category'),
          rule: 'code-feature',
          found: `${code} (category ${FEATURE_CATEGORY}) names no feature`,
          expected: `the ad feature of catalog/features.yaml it belongs to, as \`feature\``,
        });
      }
      return;
    }
    const cells = features.get(entry.feature);
    if (!cells) {
      findings.push({
        ...at('feature'),
        rule: 'code-feature',
        found: `${code} feature ${entry.feature}`,
        expected: 'catalog/features.yaml has no such feature',
      });
      return;
    }
    const platforms = (Array.isArray(entry.platforms) ? entry.platforms : [])
      .map(String)
      .filter((p) => p !== 'services');
    const lacking = platforms.filter((p) => cells.get(p) === null || !cells.has(p));
    if (lacking.length > 0) {
      findings.push({
        ...at('platforms'),
        rule: 'code-feature',
        found: `${code} listed for ${lacking.join(', ')}`,
        expected: `catalog/features.yaml: ${entry.feature} is not available on ${lacking.join(', ')}`,
      });
    }
    const releases = platforms.map((p) => cells.get(p)).filter((v): v is string => typeof v === 'string');
    const first = releases.sort(compareVersions)[0];
    if (first && typeof entry.since === 'string' && compareVersions(entry.since, first) < 0) {
      findings.push({
        ...at('since'),
        rule: 'code-feature',
        found: `${code} since ${entry.since}`,
        expected: `catalog/features.yaml: ${entry.feature} arrived in ${first} (${platforms
          .filter((p) => cells.get(p))
          .map((p) => `${p} ${cells.get(p)}`)
          .join(', ')})`,
      });
    }
  });
  return findings;
}

/**
 * What a `feature` change adds, when it leads with it in words: the words before its first backtick,
 * comma or verb ("Combine publishers `eventsPublisher`, …" → "Combine publishers"). A change that
 * leads with an API name (`FLPPlayerConviva` reports …) or an existing part ("The receiver …")
 * extends it and adds nothing by name.
 */
export function leadingSubject(text: string): string | null {
  const words: string[] = [];
  for (const word of text.replace(/^['"]/, '').split(/\s+/)) {
    if (
      /^[`,(:]/.test(word) ||
      /^(?:with|for|on|in|next|that|is|are|can|to|and|now|from|of|by|as|at|plays?|reports?|supports?|adds?|gives?|lets?|uses?|keeps?|shows?|picks?)$/i.test(
        word,
      )
    )
      break;
    words.push(word.replace(/[,.;:]$/, ''));
    if (/[,.;:]$/.test(word)) break;
  }
  // "The receiver …", "The platform layer …": an existing part, extended.
  return words.length >= 2 && !/^the$/i.test(words[0]!) ? words.join(' ') : null;
}

/** Every `feature` change of a platform's release notes that leads with what an older release already names. */
export function checkReleaseRepeats(file: SourceFile): Finding[] {
  const located = parseYamlWithLines(file.text);
  const releases = located.data as { version: string; changes?: { type: string; text: string }[] }[];
  if (!Array.isArray(releases)) return [];
  const findings: Finding[] = [];
  releases.forEach((release, i) => {
    (release.changes ?? []).forEach((change, k) => {
      if (change.type !== 'feature') return;
      const subject = leadingSubject(change.text);
      if (!subject) return;
      const older = releases.slice(i + 1).find((r) => {
        // A sentence of the older release that names the newer one ("… followed in 7.1.0") points ahead.
        const sentences = JSON.stringify(r).split(/(?<=[.;])\s+/);
        return (
          compareVersions(r.version, release.version) < 0 &&
          sentences.some((s) => s.toLowerCase().includes(subject.toLowerCase()) && !s.includes(release.version))
        );
      });
      if (older) {
        findings.push({
          file: file.path,
          line: located.lineOf([i, 'changes', k, 'text']),
          rule: 'release-repeat',
          found: `${release.version} adds "${subject}"`,
          expected: `the ${older.version} release notes already name it`,
        });
      }
    });
  });
  return findings;
}

/** A migration guide's sentence that says the new major adds something ("7.x adds `FLPPlatform`"). */
const ADDS = /\b(\d+)(?:\.x|\.0(?:\.0)?)\s+(?:adds|introduces|brings)\b/i;

/**
 * Every name a migration guide (`docs/products/player/<platform>/migrate-6-to-7.md`) says the new
 * major adds, that the platform's older releases or its feature cells of older releases already name.
 */
export function checkMigrationAdds(
  file: SourceFile,
  releasesYaml: string | undefined,
  featuresYaml: string,
): Finding[] {
  const m = /^docs\/products\/player\/([^/]+)\/migrate-\d+-to-(\d+)\.mdx?$/.exec(file.path);
  if (!m || !releasesYaml) return [];
  const platform = m[1]!;
  const releases = (parseYamlWithLines(releasesYaml).data ?? []) as { version: string }[];
  const features = (parseYamlWithLines(featuresYaml).data as { features?: { platforms: Obj }[] }).features ?? [];
  const findings: Finding[] = [];
  const lines = file.text.split('\n');
  // Sentences may wrap: read each line with the next one.
  lines.forEach((line, i) => {
    const text = `${line} ${lines[i + 1] ?? ''}`;
    const adds = ADDS.exec(line);
    if (!adds) return;
    const major = Number(adds[1]);
    const sentence = text.slice(adds.index).split(/(?<=[.;])\s/)[0]!;
    for (const name of [...sentence.matchAll(/`([^`]+)`/g)].map((n) => n[1]!)) {
      const older = releases.find((r) => Number(r.version.split('.')[0]) < major && JSON.stringify(r).includes(name));
      const cell = features
        .map((f) => f.platforms[platform])
        .find(
          (c) =>
            isObj(c) &&
            typeof c.since === 'string' &&
            Number(c.since.split('.')[0]) < major &&
            JSON.stringify(c).includes(name),
        ) as Obj | undefined;
      const where = older
        ? `catalog/releases/${platform}.yaml: ${older.version} already names it`
        : cell
          ? `catalog/features.yaml: ${platform} has it since ${String(cell.since)}`
          : null;
      if (where) {
        findings.push({
          file: file.path,
          line: i + 1,
          rule: 'release-repeat',
          found: `${adds[0]} \`${name}\``,
          expected: where,
        });
      }
    }
  });
  return findings;
}

/** The value of a fact in a platform's release notes: from the newest release that states it, or null. */
export function releasedValue(
  patterns: readonly string[],
  releases: readonly { version: string; changes?: readonly { text: string }[] }[],
): { version: string; value: string; index: [number, number] } | null {
  for (const [i, release] of releases.entries()) {
    for (const [k, change] of (release.changes ?? []).entries()) {
      for (const pattern of patterns) {
        const m = new RegExp(pattern, 'i').exec(change.text);
        const value = m?.groups?.value ?? m?.[1];
        if (value) return { version: release.version, value, index: [i, k] };
      }
    }
  }
  return null;
}

/** Every version fact bound to a platform's release notes whose value is not the newest release's. */
export function checkReleasedFacts(facts: FactsFile, releaseFiles: readonly SourceFile[]): Finding[] {
  const findings: Finding[] = [];
  for (const fact of facts.facts) {
    if (fact.type !== 'version' || !fact.release) continue;
    const path = `catalog/releases/${fact.release}.yaml`;
    const file = releaseFiles.find((f) => f.path === path);
    const located = file ? parseYamlWithLines(file.text) : null;
    const releases = (located?.data ?? []) as { version: string; changes?: { text: string }[] }[];
    const stated = releasedValue(
      fact.statements.map((s) => s.pattern),
      releases,
    );
    const expected = `fact ${fact.id} is ${formatFact(fact)} (catalog/facts.yaml)`;
    if (!stated) {
      findings.push({ file: path, line: 1, rule: 'fact-release', found: 'no release that states it', expected });
    } else if (stated.value !== fact.value) {
      findings.push({
        file: path,
        line: located!.lineOf([stated.index[0], 'changes', stated.index[1], 'text']),
        rule: 'fact-release',
        found: `${stated.version} states ${stated.value}`,
        expected: `${expected}: the newest release decides, so update the fact with the release`,
      });
    }
  }
  return findings;
}

/**
 * The names each SDK platform declares, from the content files: every identifier of the platform's
 * declaration files (`sdk/<platform>/*.d.ts`; the Chromecast sender also uses the Web SDK's), and
 * every name in backticks or a code block on its reference page (`docs/products/player/<p>/references.md`).
 */
export function sdkSurfaces(files: readonly SourceFile[]): Map<string, Set<string>> {
  const identifiers = (text: string): string[] => text.match(/[A-Za-z_$][\w$]*/g) ?? [];
  const surfaces = new Map<string, Set<string>>();
  const add = (platform: string, names: Iterable<string>) => {
    const set = surfaces.get(platform) ?? new Set<string>();
    for (const name of names) set.add(name);
    surfaces.set(platform, set);
  };
  for (const file of files) {
    const declared = /^sdk\/([^/]+)\/[^/]+\.d\.ts$/.exec(file.path)?.[1];
    if (declared) {
      add(declared, identifiers(file.text));
      if (declared === 'web') add('chromecast', identifiers(file.text));
    }
    const reference = /^docs\/products\/player\/([^/]+)\/references\.mdx?$/.exec(file.path)?.[1];
    if (reference) {
      const code = [...file.text.matchAll(/```[^\n]*\n([\s\S]*?)```|`([^`\n]+)`/g)].map((m) => m[1] ?? m[2] ?? '');
      add(reference, code.flatMap(identifiers));
    }
  }
  return surfaces;
}

/**
 * A name a release note gives as the SDK's: a member path or call (`platform.playback.handOff()`,
 * `getCapabilities()`) or a type or module with the SDK's prefix (`FLPPlatform`, `FlpPlayerLib`).
 * Plain words in backticks (a manifest attribute, an event name, an option value) are not taken.
 */
const SDK_NAME = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?:\(\))?$/;
const isSdkName = (span: string): boolean =>
  SDK_NAME.test(span) && (span.includes('.') || span.endsWith('()') || /^(?:Flp|FLP)[A-Z]/.test(span));

/**
 * Every name a release note of the current major line gives as the platform's SDK that the SDK does
 * not declare (sdkSurfaces). Breaking changes are left out: they name what the major removed.
 */
export function checkReleaseMembers(file: SourceFile, surfaces: ReadonlyMap<string, ReadonlySet<string>>): Finding[] {
  const platform = /^catalog\/releases\/([^/]+)\.ya?ml$/.exec(file.path)?.[1];
  const surface = platform ? surfaces.get(platform) : undefined;
  if (!platform || !surface) return [];
  const located = parseYamlWithLines(file.text);
  const releases = Array.isArray(located.data) ? (located.data as Obj[]) : [];
  const major = releases
    .map((r) => String(r.version))
    .sort(compareVersions)
    .at(-1)
    ?.split('.')[0];
  const findings: Finding[] = [];
  releases.forEach((release, r) => {
    if (String(release.version).split('.')[0] !== major) return;
    const changes = Array.isArray(release.changes) ? (release.changes as Obj[]) : [];
    changes.forEach((change, c) => {
      if (change.type === 'breaking' || typeof change.text !== 'string') return;
      for (const [, span = ''] of change.text.matchAll(/`([^`]+)`/g)) {
        if (!isSdkName(span)) continue;
        const names = span.replace(/\(\)$/, '').split('.');
        // `player.load()`: the first part of a lower-case path is the reader's variable, not a declared name.
        if (names.length > 1 && /^[a-z]/.test(names[0] ?? '')) names.shift();
        const missing = names.filter((n) => !surface.has(n));
        if (missing.length === 0) continue;
        findings.push({
          file: file.path,
          line: located.lineOf([r, 'changes', c, 'text']),
          rule: 'release-member',
          found: `${String(release.version)} names \`${span}\``,
          expected: `the ${platform} SDK declares no ${missing.map((n) => `\`${n}\``).join(', ')} (sdk/${platform}, docs/products/player/${platform}/references.md)`,
        });
      }
    });
  });
  return findings;
}

/** What `checkDeprecationsNoted` reads of an error catalogue entry. */
export interface DeprecatedCode {
  code: string;
  platforms: readonly string[];
  /** `{ since, replacedBy? }` (plugins/error-catalog/schema.ts). */
  deprecated?: unknown;
}

/** The API changelog, where a service code's deprecation is announced. */
export const API_CHANGELOG = 'docs/api/doc10.md';

/**
 * A deprecated code is announced where its readers look, with its replacement: an SDK code in the
 * release notes of each of its SDK platforms, in a `deprecation` or `breaking` change of the release
 * that deprecated it; a service code (its platforms include `services`) in one entry of the API
 * changelog too. Otherwise an app that matches the old code stops matching, and the upgrade view
 * (built from those changes) never says so.
 */
export function checkDeprecationsNoted(
  catalogue: readonly DeprecatedCode[],
  releaseFiles: readonly SourceFile[],
  changelog: SourceFile | undefined,
): Finding[] {
  const findings: Finding[] = [];
  const names = (code: string, replacedBy: string | undefined, text: string) =>
    text.includes(code) && (!replacedBy || text.includes(replacedBy));
  const what = (code: string, replacedBy: string | undefined) =>
    replacedBy ? `${code} and its replacement ${replacedBy}` : code;
  // The changelog's list items, each with its continuation lines.
  const items = (changelog?.text ?? '').split(/\n(?=- |#)/);
  for (const { code, platforms, deprecated } of catalogue) {
    if (!isObj(deprecated) || typeof deprecated.since !== 'string') continue;
    const since = deprecated.since;
    const replacedBy = typeof deprecated.replacedBy === 'string' ? deprecated.replacedBy : undefined;
    if (platforms.includes('services')) {
      if (!items.some((item) => names(code, replacedBy, item))) {
        findings.push({
          file: API_CHANGELOG,
          line: 1,
          rule: 'deprecation-noted',
          found: `no entry names ${what(code, replacedBy)}`,
          expected: `catalog/errors deprecates the service code ${code} since ${since}: the API changelog says what answers instead`,
        });
      }
    }
    // A code the SDKs report too (a service code relayed by them) is announced in their notes as well.
    for (const platform of platforms.filter((p) => p !== 'services')) {
      const path = `catalog/releases/${platform}.yaml`;
      const file = releaseFiles.find((f) => f.path === path);
      const located = file ? parseYamlWithLines(file.text) : null;
      const releases = (located?.data ?? []) as {
        version: string;
        changes?: { type: string; text: string; links?: string[] }[];
      }[];
      const index = releases.findIndex((r) => r.version === since);
      const noted = (releases[index]?.changes ?? []).some(
        (c) =>
          ['deprecation', 'breaking'].includes(c.type) &&
          names(code, replacedBy, `${c.text} ${(c.links ?? []).join(' ')}`),
      );
      if (noted) continue;
      findings.push({
        file: path,
        line: index >= 0 ? located!.lineOf([index, 'version']) : 1,
        rule: 'deprecation-noted',
        found: index >= 0 ? `${since} has no deprecation naming ${what(code, replacedBy)}` : `no release ${since}`,
        expected: `catalog/errors deprecates ${code} on ${platform} since ${since}`,
      });
    }
  }
  return findings;
}

/** What `checkServiceCodesNoted` reads of an error catalogue entry. */
export interface DatedCode {
  code: string;
  platforms: readonly string[];
  since: string;
}

/**
 * A service code added after the first release of the `E-NNNN` codes is named in the API
 * changelog's entry that says "Shipped with platform release <since>", the release the catalogue
 * dates it by: the changelog promises every change an API client can observe, and a new problem
 * code is one (a client that branches on codes meets it there first).
 */
export function checkServiceCodesNoted(
  catalogue: readonly DatedCode[],
  changelog: SourceFile | undefined,
  firstRelease: string,
): Finding[] {
  const text = changelog?.text ?? '';
  // The changelog's entries, each from its "## " heading to the next.
  const entries = text.split(/\n(?=## )/);
  const lineOf = (entry: string) => text.slice(0, text.indexOf(entry)).split('\n').length;
  const findings: Finding[] = [];
  for (const { code, platforms, since } of catalogue) {
    if (!platforms.includes('services') || compareVersions(since, firstRelease) <= 0) continue;
    const entry = entries.find((e) =>
      new RegExp(`Shipped with platform release ${since.replace(/\./g, '\\.')}\\b`).test(e),
    );
    if (entry && new RegExp(`\\b${code}\\b`).test(entry)) continue;
    findings.push({
      file: API_CHANGELOG,
      line: entry ? lineOf(entry) : 1,
      rule: 'service-code-noted',
      found: entry
        ? `the entry of platform release ${since} does not name ${code}`
        : `no entry shipped with platform release ${since}`,
      expected: `catalog/errors dates the service code ${code} to ${since}: that release's entry names it`,
    });
  }
  return findings;
}

/** The API changelog's dated entries (`## 2026-04-14 · …`) come newest first, as it says. */
export function checkChangelogOrder(changelog: SourceFile | undefined): Finding[] {
  const findings: Finding[] = [];
  let previous: string | undefined;
  (changelog?.text ?? '').split('\n').forEach((line, index) => {
    const date = /^## (\d{4}-\d{2}-\d{2})\b/.exec(line)?.[1];
    if (!date) return;
    if (previous && date > previous) {
      findings.push({
        file: API_CHANGELOG,
        line: index + 1,
        rule: 'changelog-order',
        found: `${date} after ${previous}`,
        expected: 'the entries newest first',
      });
    }
    previous = date;
  });
  return findings;
}

/**
 * A native error (a Media3 code, a Cast error, a Roku `errorCode`) that two or more codes of one
 * platform give is told apart in each: the value goes on after a comma with what makes it this code
 * (`NETWORK_UNKNOWN (300), a response without CORS headers`), and no two of them say the same. A
 * reader who has the native error in hand (the error lookup searches natives) otherwise gets codes
 * to choose from and no way to choose. A bare number is an HTTP status (a service's answer, told
 * apart by its body's code) and is not compared; nor are deprecated codes.
 */
export function checkSharedNatives(files: readonly SourceFile[]): Finding[] {
  interface Given {
    code: string;
    value: string;
    file: string;
    line: number;
  }
  const groups = new Map<string, Given[]>();
  for (const file of files) {
    const located = parseYamlWithLines(file.text);
    const entries = (located.data as { entries?: Obj[] } | null)?.entries ?? [];
    entries.forEach((entry, i) => {
      if (entry.deprecated || !isObj(entry.native)) return;
      for (const [platform, given] of Object.entries(entry.native)) {
        if (platform === 'services') continue;
        for (const value of (Array.isArray(given) ? given : [given]).map(String)) {
          if (/^-?\d+$/.test(value.trim())) continue;
          const base = value.split(',')[0]!.trim();
          const key = `${platform}\u0000${base}`;
          const line = located.lineOf(['entries', i, 'native', platform]);
          groups.set(key, [
            ...(groups.get(key) ?? []),
            { code: String(entry.code), value: value.trim(), file: file.path, line },
          ]);
        }
      }
    });
  }
  const findings: Finding[] = [];
  for (const [key, given] of groups) {
    const codes = new Set(given.map((g) => g.code));
    if (codes.size < 2) continue;
    const [platform, base] = key.split('\u0000') as [string, string];
    for (const g of given) {
      const others = given.filter((o) => o.code !== g.code);
      const same = others.filter((o) => o.value === g.value);
      if (g.value !== base && same.length === 0) continue;
      findings.push({
        file: g.file,
        line: g.line,
        rule: 'shared-native',
        found: `${g.code} on ${platform}: ${g.value}`,
        expected:
          `${base} is also the native of ${[...new Set(others.map((o) => o.code))].join(', ')} on ${platform}: ` +
          'after a comma, say what makes it this code, differently from the others',
      });
    }
  }
  return findings;
}

/**
 * How a code's `retry.vod` and `retry.live` open: the verdict an app codes against, before the
 * colon or comma that explains it.
 */
export const RETRY_VERDICTS = [
  'Automatic', // the SDK retries or recovers by itself
  'Yes', // the app (or the caller) retries
  'Once', // the app retries once
  'After', // the app retries after something happens (the viewer acts, a token is renewed)
  'No', // a retry fails the same way
  'Not as it is', // a retry of the same request fails; a changed one can succeed
  'Not by FLP', // FLP's own retries are over (a webhook delivery)
  'Not needed', // nothing stopped: playback or the job goes on
  'Not applicable', // the code is never raised for this kind of content
] as const;
export type RetryVerdict = (typeof RETRY_VERDICTS)[number];

/** A retry text's opening verdict, longest first ("Not needed" before "No"). */
const VERDICT_PATTERN = new RegExp(`^(${[...RETRY_VERDICTS].sort((a, b) => b.length - a.length).join('|')})\\b`);

/** The verdict a retry text opens with, or null. */
export function retryVerdict(text: string): RetryVerdict | null {
  return (VERDICT_PATTERN.exec(text)?.[1] as RetryVerdict | undefined) ?? null;
}

/** The verdicts each severity allows. */
const VERDICTS_OF: Readonly<Record<string, readonly RetryVerdict[]>> = {
  // Something stopped: nothing goes on by itself.
  fatal: ['Yes', 'Once', 'After', 'No', 'Not as it is', 'Not applicable'],
  // The SDK retries, or the app or viewer can act; the work has not gone on as asked without it.
  recoverable: ['Automatic', 'Yes', 'Once', 'After', 'No', 'Not as it is', 'Not applicable'],
  // Nothing stopped: nothing to retry.
  warning: ['Not needed', 'No', 'Not by FLP', 'Not applicable'],
};

/**
 * Each code's retry advice against its own entry: each of `retry.vod` and `retry.live` opens with a
 * verdict of RETRY_VERDICTS that the code's severity allows (a code after which playback goes on by
 * itself, "Not needed", is a warning; a code the SDK recovers from by itself, "Automatic", is
 * recoverable), and not both are "Not applicable" (a code raised for no content).
 */
export function checkRetryVerdicts(file: SourceFile): Finding[] {
  const located = parseYamlWithLines(file.text);
  const entries = (located.data as { entries?: Obj[] } | null)?.entries ?? [];
  const findings: Finding[] = [];
  entries.forEach((entry, i) => {
    if (entry.deprecated || !isObj(entry.retry)) return;
    const severity = String(entry.severity);
    const allowed = VERDICTS_OF[severity] ?? [];
    const verdicts: (RetryVerdict | null)[] = [];
    for (const kind of ['vod', 'live'] as const) {
      const text = String(entry.retry[kind] ?? '');
      const verdict = retryVerdict(text);
      verdicts.push(verdict);
      const at = { file: file.path, line: located.lineOf(['entries', i, 'retry', kind]), rule: 'retry-verdict' };
      if (!verdict) {
        findings.push({
          ...at,
          found: `${String(entry.code)} retry.${kind}: ${text.slice(0, 60)}`,
          expected: `a retry text opens with its verdict: ${RETRY_VERDICTS.join(', ')}`,
        });
      } else if (!allowed.includes(verdict)) {
        findings.push({
          ...at,
          found: `${String(entry.code)} (${severity}) retry.${kind}: ${verdict}`,
          expected: `a ${severity} code's retry opens with one of: ${allowed.join(', ')}`,
        });
      }
    }
    if (verdicts.every((v) => v === 'Not applicable')) {
      findings.push({
        file: file.path,
        line: located.lineOf(['entries', i, 'retry']),
        rule: 'retry-verdict',
        found: `${String(entry.code)}: retry not applicable to VOD or live`,
        expected: 'a code is raised for VOD, live or both',
      });
    }
  });
  return findings;
}

/** The change types that may say what the SDK now does instead of before: the upgrade view's, and a fix. */
const BEHAVIOUR_CHANGE_TYPES: readonly string[] = [...UPGRADE_CHANGE_TYPES, 'fix'];

/** Words of a change that says the SDK now does something instead of what it did before. */
const CHANGE_OF_BEHAVIOUR =
  /\binstead of\b|\brather than\b|\bis now (?:a |an )?(?:fatal|recoverable|warning)\b|\bnot E-\d{4}\b[^.;]*?\bis now reported\b|\(was (?:fatal|recoverable|warning)\)/i;

/**
 * Words of a change that says an app now receives another code, category or severity than before:
 * `fix` is not enough for it, since an app that branches on the old one must change.
 */
const REPORTED_CHANGE = /\binstead of\b|\brather than\b|, not (?:E-\d{4}|`)|\(was (?:fatal|recoverable|warning)\)/i;
const REPORTED_CHANGE_TYPES: readonly string[] = UPGRADE_CHANGE_TYPES;
const namesReported = (text: string): boolean => /\bE-\d{4}\b|`category`/.test(text) && REPORTED_CHANGE.test(text);

/** "E-7301 DAI_STREAM_REQUEST_FAILED is now a warning", "E-1011 CDN_ACCESS_DENIED (fatal), not E-2020 …". */
const SEVERITY_STATED =
  /\b(E-\d{4})(?: [A-Z][A-Z0-9_]+)?(?: is now (?:a |an )?(fatal|recoverable|warning)\b| \((fatal|recoverable|warning)\), not E-\d{4})/g;

const isMajor = (version: string): boolean => /^\d+\.0\.0$/.test(version);

/** "E-9500 INTERNAL_ERROR is now recoverable (was fatal)": the code, its severity after and before. */
const SEVERITY_CHANGED =
  /\b(E-\d{4})(?: [A-Z][A-Z0-9_]+)? is now (?:a |an )?(fatal|recoverable|warning) \(was (fatal|recoverable|warning)\)/g;

/**
 * A severity a note gives a code as it was at that release: "the warning `E-4050`", "reported as
 * the fatal E-1011", "`E-1011` `CDN_ACCESS_DENIED` (fatal)". Not the "is now … (was …)" notes
 * themselves, whose "was" is the older severity.
 */
const SEVERITY_AT_RELEASE =
  /\bthe (fatal|recoverable|warning) `?(E-\d{4})\b|\b(E-\d{4})`?(?: `?[A-Z][A-Z0-9_]+`?)? \((fatal|recoverable|warning)\)/g;

/**
 * A platform's release notes against the change types and the error catalogue:
 * - a change of a minor or patch release that says the SDK now does something instead of what it did
 *   ("… instead of …", "E-1011, not E-2020, is now reported", "is now a warning (was fatal)") changes
 *   what an app observes: its type is `changed` (or `fix`, `deprecation`, `security`, `breaking`),
 *   never `feature` or `improvement`, which the upgrade view leaves out; where what changes is the
 *   code, the category or the severity an app receives, not `fix` either, but a type the upgrade view
 *   lists (an app that
 *   branches on the old one must change, defect or not); a "Documentation correction:" changes
 *   nothing the SDK does;
 * - a code's severity that the newest such note of the platform states ("E-9500 … is now
 *   recoverable") is the catalogue's;
 * - a severity a note gives a code ("reported as the warning `E-4050`") is the one the code had at
 *   that release: the catalogue's, or the "was" of the oldest later note that changed it.
 */
export function checkChangesOfBehaviour(file: SourceFile, catalogue: readonly CatalogCodeLike[]): Finding[] {
  const located = parseYamlWithLines(file.text);
  const releases = located.data as { version: string; changes?: { type: string; text: string }[] }[];
  if (!Array.isArray(releases)) return [];
  const severityOf = new Map(catalogue.map((entry) => [entry.code, entry.severity]));
  const stated = new Set<string>();
  const findings: Finding[] = [];
  // Newest first: a code's newest statement of its severity is the one the catalogue holds.
  [...releases.entries()]
    .sort(([, a], [, b]) => compareVersions(b.version, a.version))
    .forEach(([i, release]) => {
      (release.changes ?? []).forEach((change, k) => {
        const line = located.lineOf([i, 'changes', k, 'text']);
        // A correction of the documentation changes nothing the SDK does.
        const allowed = /^Documentation correction:/.test(change.text)
          ? null
          : namesReported(change.text)
            ? REPORTED_CHANGE_TYPES
            : CHANGE_OF_BEHAVIOUR.test(change.text)
              ? BEHAVIOUR_CHANGE_TYPES
              : null;
        if (!isMajor(release.version) && allowed && !allowed.includes(change.type)) {
          findings.push({
            file: file.path,
            line,
            rule: 'change-type',
            found: `${release.version} ${change.type}: ${change.text.slice(0, 70)}`,
            expected:
              allowed === REPORTED_CHANGE_TYPES
                ? `a change of the code, category or severity an app receives is one of: ${allowed.join(', ')}`
                : `a change of what the SDK does is one of: ${allowed.join(', ')}`,
          });
        }
        // A severity the note gives a code is the one the code had at this release.
        const severityThen = (code: string, severity: string, found: string): void => {
          const then = severityAt(code, release.version, severityOf.get(code), releases);
          if (then === undefined || then === severity) return;
          findings.push({
            file: file.path,
            line,
            rule: 'severity-at-release',
            found: `${release.version}: ${found}`,
            expected: `${code} was ${then} in ${release.version} (catalog/errors and the later notes that changed it)`,
          });
        };
        const statedHere = change.text.replace(SEVERITY_CHANGED, '').replace(SEVERITY_STATED, '');
        for (const match of statedHere.matchAll(SEVERITY_AT_RELEASE)) {
          const code = (match[2] ?? match[3])!;
          const severity = (match[1] ?? match[4])!;
          severityThen(code, severity, `the ${severity} ${code}`);
        }
        for (const match of change.text.matchAll(SEVERITY_STATED)) {
          const code = match[1]!;
          const severity = match[2] ?? match[3]!;
          if (stated.has(code)) {
            // An older statement: the severity the code had then ("(recoverable), not E-2020").
            if (match[3]) severityThen(code, severity, `${code} (${severity})`);
            continue;
          }
          stated.add(code);
          const catalogued = severityOf.get(code);
          if (catalogued !== undefined && catalogued !== severity) {
            findings.push({
              file: file.path,
              line,
              rule: 'change-severity',
              found: `${release.version}: ${code} is ${severity}`,
              expected: `catalog/errors: ${code} is ${catalogued}`,
            });
          }
        }
      });
    });
  return findings;
}

/**
 * The severity `code` had in `version`: the catalogue's, unless a later release of the platform
 * changed it ("is now … (was …)"), then the "was" of the oldest such change after `version`.
 */
function severityAt(
  code: string,
  version: string,
  catalogued: string | undefined,
  releases: readonly { version: string; changes?: { text: string }[] }[],
): string | undefined {
  let oldest: { version: string; was: string } | undefined;
  for (const release of releases) {
    if (compareVersions(release.version, version) <= 0) continue;
    for (const change of release.changes ?? []) {
      for (const match of change.text.matchAll(SEVERITY_CHANGED)) {
        if (match[1] !== code) continue;
        if (!oldest || compareVersions(release.version, oldest.version) < 0)
          oldest = { version: release.version, was: match[3]! };
      }
    }
  }
  return oldest?.was ?? catalogued;
}

/** What `checkChangesOfBehaviour` reads of an error catalogue entry. */
export interface CatalogCodeLike {
  code: string;
  severity: string;
}
