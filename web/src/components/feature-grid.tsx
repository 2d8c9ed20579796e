import type { LucideIcon } from 'lucide-react';
import heading from './heading.module.css';
import styles from './feature-grid.module.css';

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

interface FeatureGridProps {
  features: readonly Feature[];
  /** Heading level of each card title, to fit the page outline. */
  titleAs?: 'h2' | 'h3';
  /**
   * Larger, centred cards (marketing sections: one column on phones, two from sm) or compact
   * ones (home strip: two columns on phones); both four from lg.
   */
  size?: 'md' | 'sm';
  /** Three cards in one row from md (instead of four from lg). */
  three?: boolean;
}

/** Icon + title + text cards: the spec's "Why choose", feature and trust sections. */
export function FeatureGrid({ features, titleAs: Title = 'h3', size = 'md', three = false }: FeatureGridProps) {
  const compact = size === 'sm';
  const className = [styles.grid, compact && styles.compact, three && styles.three].filter(Boolean).join(' ');
  return (
    <ul className={className}>
      {features.map(({ icon: Icon, title, text }) => (
        <li key={title} className={styles.card}>
          <span className={styles.icon}>
            <Icon size={compact ? 20 : 24} aria-hidden />
          </span>
          <Title className={compact ? heading.sm : heading.md}>{title}</Title>
          <p className={styles.text}>{text}</p>
        </li>
      ))}
    </ul>
  );
}
