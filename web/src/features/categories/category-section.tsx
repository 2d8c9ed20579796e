import type { ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import heading from '../../components/heading.module.css';
import styles from './category-section.module.css';

/** One category: its name, description and 'View all' link; the page passes the grid in. */
export function CategorySection({
  id,
  name,
  description,
  viewAllHref,
  children,
}: {
  id: string;
  name: string;
  description?: string | null;
  viewAllHref: string;
  children: ReactNode;
}) {
  const headingId = `category-${id}-heading`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <div className={styles.titles}>
          <h2 id={headingId} className={`${heading.xl} ${heading.mdSize2xl} ${styles.name}`}>
            {name}
          </h2>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        <RouterLink className={styles.viewAll} to={viewAllHref} aria-label={`View all ${name}`}>
          View all
          <ChevronRight size={16} aria-hidden />
        </RouterLink>
      </div>
      {children}
    </section>
  );
}
