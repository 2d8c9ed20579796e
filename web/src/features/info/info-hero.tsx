import type { ReactNode } from 'react';
import heading from '../../components/heading.module.css';
import layout from '../../components/layout.module.css';
import styles from './info.module.css';

/** The band at the top of each information page: the page's one h1 and a lead line. */
export function InfoHero({ title, lead }: { title: string; lead: ReactNode }) {
  return (
    <div className={styles.hero}>
      <div className={`${layout.container} ${styles.heroContent}`}>
        <h1 className={`${heading.size3xl} ${heading.mdSize4xl}`}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
      </div>
    </div>
  );
}
