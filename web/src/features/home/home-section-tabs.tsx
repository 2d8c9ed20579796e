import { useEffect, useState } from 'react';
import controls from '../../components/controls.module.css';
import layout from '../../components/layout.module.css';
import styles from './home-section-tabs.module.css';

export interface SectionTab {
  id: string;
  label: string;
}

function prefersReducedMotion() {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Sticky tabs that jump to the home sections and highlight the one being read.
 * Sections set `scroll-margin-top` so the sticky header and this bar don't cover headings.
 */
export function HomeSectionTabs({ tabs }: { tabs: readonly SectionTab[] }) {
  const [activeId, setActiveId] = useState(tabs[0]?.id);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    // A section counts as "in view" while it crosses the upper part of the viewport.
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting);
        if (visible.length > 0) setActiveId(visible[0].target.id);
      },
      { rootMargin: '-140px 0px -55% 0px' },
    );
    for (const tab of tabs) {
      const element = document.getElementById(tab.id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [tabs]);

  const jumpTo = (id: string) => {
    const section = document.getElementById(id);
    if (!section) return;
    setActiveId(id);
    section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    // Move keyboard focus with the view so Tab continues inside the chosen section.
    section.focus({ preventScroll: true });
  };

  return (
    <nav aria-label="Home sections" className={styles.bar}>
      <div className={`${layout.container} ${styles.tabs}`}>
        {tabs.map((tab) => {
          const active = tab.id === activeId;
          return (
            <button
              key={tab.id}
              type="button"
              className={`${controls.button} ${styles.tab} ${active ? controls.solid : styles.ghost}`}
              aria-current={active ? 'true' : undefined}
              aria-controls={tab.id}
              onClick={() => jumpTo(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
    </nav>
  );
}
