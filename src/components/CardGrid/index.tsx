import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export interface Card {
  title: string;
  description: string;
  to: string;
  /** Optional small label above the title, e.g. the kind of page. */
  eyebrow?: string;
}

export default function CardGrid({ cards }: { cards: readonly Card[] }): ReactNode {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.to}>
          <Link className={styles.card} to={card.to}>
            {card.eyebrow && <span className={styles.eyebrow}>{card.eyebrow}</span>}
            <Heading as="h3" className={styles.title}>
              {card.title}
            </Heading>
            <p className={styles.description}>{card.description}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
