import heading from '../../components/heading.module.css';
import layout from '../../components/layout.module.css';
import styles from './info.module.css';

export interface LegalSection {
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

/** A plain, readable policy page body: numbered sections of short paragraphs. */
export function LegalDocument({ intro, sections }: { intro: string; sections: readonly LegalSection[] }) {
  return (
    <div className={`${layout.container} ${styles.section}`}>
      <article className={`${styles.narrow} ${styles.prose}`}>
        <p>{intro}</p>
        {sections.map((section, index) => (
          <section key={section.title} aria-labelledby={`legal-${index + 1}`} className={styles.prose}>
            <h2 id={`legal-${index + 1}`} className={heading.xl}>
              {index + 1}. {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.list && (
              <ul>
                {section.list.map((entry) => (
                  <li key={entry}>{entry}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </article>
    </div>
  );
}
