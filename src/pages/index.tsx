import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CardGrid, { type Card } from '@site/src/components/CardGrid';
import { PRODUCTS, sectionRoute, type SidebarId } from '@site/src/data/registry';
import { platformCards, sectionCard } from '@site/src/lib/cards';
import ReaderHome from '@site/src/components/ReaderHome';
import styles from './index.module.css';

const SERVICE_SECTIONS: readonly SidebarId[] = [
  'cms',
  'datamodel',
  'playback',
  'startup',
  'personalization',
  'user_management',
  'resizer',
  'live',
  'vod',
];

const RESOURCES: readonly Card[] = [
  {
    title: 'Release notes',
    description: 'What changed in each SDK release, with feeds and an upgrade view.',
    to: '/release-notes/',
  },
  {
    title: 'Error lookup',
    description: 'Paste an error code or message from a log and get its cause and fix.',
    to: '/error-lookup',
  },
  { ...sectionCard('api'), eyebrow: 'Guides' },
  { ...sectionCard('support'), eyebrow: 'Help' },
];

export default function Home(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout description={siteConfig.tagline}>
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            {siteConfig.title}
          </Heading>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
          <div className={styles.actions}>
            <Link className="button button--secondary button--lg" to={sectionRoute('ios')}>
              Start with a player SDK
            </Link>
            <Link className={`button button--outline button--lg ${styles.heroOutline}`} to={sectionRoute('api')}>
              Call the APIs
            </Link>
          </div>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <section className="margin-bottom--xl">
          <Heading as="h2">Player SDKs</Heading>
          <p>One player concept on every screen: the same configuration keys, events and error codes.</p>
          <CardGrid cards={platformCards()} />
        </section>
        <section className="margin-bottom--xl">
          <Heading as="h2">Platform services</Heading>
          <p>REST APIs for content, playback, personalisation, live and VOD, all behind the same sign-in.</p>
          <CardGrid cards={SERVICE_SECTIONS.map(sectionCard)} />
        </section>
        <section className="margin-bottom--xl">
          <Heading as="h2">Products</Heading>
          <CardGrid
            cards={PRODUCTS.map((p) => ({
              title: p.name,
              description: p.tagline,
              to: `/${p.slug}`,
              eyebrow: 'Product',
            }))}
          />
        </section>
        <section className="margin-bottom--lg">
          <Heading as="h2">Resources</Heading>
          <CardGrid cards={RESOURCES} />
        </section>
        <ReaderHome />
      </main>
    </Layout>
  );
}
