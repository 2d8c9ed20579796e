import { ChevronDown } from 'lucide-react';
import heading from '../../components/heading.module.css';
import type { FaqGroup } from './faq-content';
import styles from './faq-accordion.module.css';

/** One group of questions as native disclosure widgets: they open without JavaScript and
 * the browser's find-in-page reaches the closed answers. */
export function FaqAccordion({ group }: { group: FaqGroup }) {
  const headingId = `faq-${group.id}`;
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={heading.xl}>
        {group.title}
      </h2>
      <div className={styles.items}>
        {group.items.map((item) => (
          <details key={item.question} className={styles.item}>
            <summary className={styles.question}>
              <span>{item.question}</span>
              <ChevronDown size={18} aria-hidden className={styles.chevron} />
            </summary>
            <p className={styles.answer}>{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
