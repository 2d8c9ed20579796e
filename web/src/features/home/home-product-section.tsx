import type { ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import heading from '../../components/heading.module.css';
import layout from '../../components/layout.module.css';
import styles from './home-product-section.module.css';

/** One titled home section with its 'View All' link; the page passes the grid in. */
export function HomeProductSection({
  id,
  title,
  viewAllHref,
  isEmpty,
  children,
}: {
  id: string;
  title: string;
  viewAllHref: string;
  isEmpty: boolean;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} className={`${layout.container} ${styles.section}`} aria-labelledby={headingId} tabIndex={-1}>
      <div className={styles.header}>
        <h2 id={headingId} className={`${heading.xl} ${heading.mdSize2xl}`}>
          {title}
        </h2>
        <RouterLink className={styles.viewAll} to={viewAllHref} aria-label={`View All ${title}`}>
          View All
          <ChevronRight size={16} aria-hidden />
        </RouterLink>
      </div>
      {isEmpty ? <p className={styles.empty}>No fruits found</p> : children}
    </section>
  );
}
