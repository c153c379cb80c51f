import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import CardGrid from '@site/src/components/CardGrid';
import { PRODUCTS, docRoute, type Product } from '@site/src/data/registry';
import { PRODUCT_PAGES } from '@site/src/data/productPages';
import { sectionCard } from '@site/src/lib/cards';
import styles from './styles.module.css';

export default function ProductLanding({ slug }: { slug: Product['slug'] }): ReactNode {
  const product = PRODUCTS.find((p) => p.slug === slug);
  if (!product) throw new Error(`Unknown product "${slug}"`);
  const page = PRODUCT_PAGES[slug];
  return (
    <Layout title={product.name} description={product.tagline}>
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1">{product.name}</Heading>
          <p className={styles.tagline}>{product.tagline}</p>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <section className={styles.intro}>
          {page.intro.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </section>
        <section className="margin-vert--lg">
          <Heading as="h2">Main flows</Heading>
          <div className={styles.flows}>
            {page.flows.map((flow) => (
              <div key={flow.title} className={styles.flow}>
                <Heading as="h3">{flow.title}</Heading>
                <ol>
                  {flow.steps.map((step) => (
                    <li key={step.docId + step.text}>
                      <Link to={docRoute(step.docId)}>{step.text}</Link>
                    </li>
                  ))}
                </ol>
              </div>
            ))}
          </div>
        </section>
        <section className="margin-vert--lg">
          <Heading as="h2">Documentation</Heading>
          <CardGrid cards={product.sections.map(sectionCard)} />
        </section>
      </main>
    </Layout>
  );
}
