/**
 * The feature catalogue (`catalog/features.yaml`): its schema, and the rules across it and the
 * release catalogue. Pure: the caller reads the files; `validateFeatures` returns the resolved
 * matrix or throws with every problem found, each naming the feature and platform.
 */
import * as z from 'zod';
import { CatalogueError, SEMVER, VERSION_MESSAGE, eachEntry, zodProblems } from '../shared/catalogue';
import { PLATFORMS, platformDocRoute, type PlatformId } from '../../src/data/registry';
import type { ReleaseIndex } from '../shared/catalogue-plugin';
import { type RouteLookup, routeOf } from '../shared/site-routes';
import type { FeatureCell, FeatureMatrix, GuideLink } from './lib/types';

const ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
/** A page of the platform's folder (`ads`, `faq#anchor`) or a docs route (`/docs/...`). */
const GUIDE = /^(\/docs\/[\w./-]+|[\w.-]+)(#[\w-]+)?$/;
/** Release changes that can announce a feature. */
const ANNOUNCING = new Set(['feature', 'improvement']);

const text = z.string().trim().min(1, 'must not be empty');
const guide = z.string().regex(GUIDE, 'must be a page of the platform folder (ads, faq#anchor) or a /docs/ route');

const supportedCell = z.strictObject({
  since: z.string().regex(SEMVER, VERSION_MESSAGE),
  note: text.max(140, 'must be a short note').optional(),
  guide: guide.optional(),
});
const unsupportedCell = z.strictObject({
  supported: z.literal(false),
  note: text.max(140, 'must be a short note'),
  guide: guide.optional(),
});
const cellSchema = z.union([supportedCell, unsupportedCell], {
  error: 'must be { since, note?, guide? } or { supported: false, note, guide? }',
});

const platformsShape = Object.fromEntries(PLATFORMS.map((p) => [p.id, cellSchema])) as Record<
  PlatformId,
  typeof cellSchema
>;

export const featureSchema = z.strictObject({
  id: z.string().regex(ID, 'must be lower-case words joined by hyphens'),
  title: text,
  group: z.string(),
  description: text.max(200, 'must be one sentence'),
  /** Default guide of every platform's cell. */
  guide: guide.optional(),
  platforms: z.strictObject(platformsShape),
});
export type Feature = z.infer<typeof featureSchema>;

export const featureFileSchema = z.strictObject({
  groups: z.array(z.strictObject({ id: z.string().regex(ID), title: text })).min(1),
  features: z.array(z.unknown()).min(1),
});

export class FeatureCatalogError extends CatalogueError {
  constructor(problems: string[]) {
    super('Feature catalogue (catalog/features.yaml)', problems);
    this.name = 'FeatureCatalogError';
  }
}

/** The route a guide value points to on a platform: `ads` → `/docs/products/player/web/ads`. */
export function guideHref(platform: PlatformId, value: string): string {
  return value.startsWith('/') ? value : platformDocRoute(platform, value);
}

/**
 * Validates the parsed file against the release catalogue and the site's routes (route → page
 * title). Returns the matrix the theme renders.
 */
export function validateFeatures(data: unknown, releases: ReleaseIndex, routes: RouteLookup): FeatureMatrix {
  const file = featureFileSchema.safeParse(data);
  if (!file.success) throw new FeatureCatalogError(zodProblems(file.error));
  const problems: string[] = [];
  const groups = file.data.groups;
  const groupIds = new Set(groups.map((g) => g.id));
  if (groupIds.size !== groups.length) problems.push('groups: a group id is listed twice');

  const features: FeatureMatrix['features'] = [];
  eachEntry('feature', file.data.features, featureSchema, problems, (feature, at, duplicate) => {
    if (duplicate) problems.push(`${at}: id is used twice`);
    if (!groupIds.has(feature.group)) problems.push(`${at}: group "${feature.group}" is not in groups`);

    const cells: FeatureCell[] = PLATFORMS.map(({ id: platform }) => {
      const cell = feature.platforms[platform];
      const where = `${at}: ${platform}`;
      // The feature's guide is about having it: a platform without the feature links only its own page.
      const value = cell.guide ?? ('since' in cell ? feature.guide : undefined);
      let link: GuideLink | null = null;
      if (value) {
        const href = guideHref(platform, value);
        const route = routeOf(href);
        if (!routes.has(route)) problems.push(`${where}: guide ${href} is not a docs page`);
        link = { href, title: routes.get(route) ?? route };
      }
      if (!('since' in cell))
        return { platform, supported: false, since: null, orEarlier: false, note: cell.note, guide: link };

      if (!link) problems.push(`${where}: a supported feature needs a guide (on the feature or the platform)`);
      const released = releases[platform];
      const oldest = released[0]?.version;
      const release = released.find((r) => r.version === cell.since);
      if (!release) {
        problems.push(`${where}: since ${cell.since} is not a release in catalog/releases/${platform}.yaml`);
      } else if (cell.since !== oldest && link) {
        // A feature that arrived in a listed release is announced there, linking its guide.
        const route = routeOf(link.href);
        const announced = release.changes.some(
          (change) => ANNOUNCING.has(change.type) && change.links.some((l) => routeOf(l) === route),
        );
        if (!announced) {
          problems.push(
            `${where}: release ${cell.since} has no feature or improvement linking ${route}; ` +
              `give the release that introduced it, or ${oldest} (the oldest release listed) if it is older`,
          );
        }
      }
      return {
        platform,
        supported: true,
        since: cell.since,
        orEarlier: cell.since === oldest,
        note: cell.note ?? null,
        guide: link,
      };
    });
    features.push({
      id: feature.id,
      title: feature.title,
      group: feature.group,
      description: feature.description,
      cells,
    });
  });
  for (const group of groups) {
    if (!features.some((f) => f.group === group.id)) problems.push(`groups: ${group.id} has no feature`);
  }
  if (problems.length > 0) throw new FeatureCatalogError(problems);
  return {
    groups,
    platforms: PLATFORMS.map(({ id, label, shortLabel }) => ({ id, label, shortLabel })),
    features,
  };
}
