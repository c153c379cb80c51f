import { PLATFORMS, SECTIONS, docRoute, platformOverviewRoute, type SidebarId } from '../data/registry';
import type { Card } from '../components/CardGrid';

export function sectionCard(sidebarId: SidebarId): Card {
  const section = SECTIONS.find((s) => s.sidebarId === sidebarId);
  if (!section) throw new Error(`Unknown section "${sidebarId}"`);
  return { title: section.label, description: section.description, to: docRoute(section.landingDocId) };
}

export function platformCards(): Card[] {
  return PLATFORMS.map((p) => ({
    title: p.label,
    description: p.summary,
    to: platformOverviewRoute(p.id),
    eyebrow: 'Player SDK',
  }));
}
