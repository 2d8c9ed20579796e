import { useEffect, useRef, useState } from 'react';
import controls from '../../components/controls.module.css';
import layout from '../../components/layout.module.css';
import styles from './home-section-tabs.module.css';

export interface SectionTab {
  id: string;
  label: string;
}

/** How long a jump may take before the highlight follows the scroll position again. */
const JUMP_LOCK_MS = 1200;

function prefersReducedMotion() {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Sticky tabs that jump to the home sections and highlight the one being read.
 * Sections set `scroll-margin-top` so the sticky header and this bar don't cover headings.
 * The server (and the first client render) highlights the first tab; the observer takes over
 * after hydration.
 */
export function HomeSectionTabs({ tabs }: { tabs: readonly SectionTab[] }) {
  const [activeId, setActiveId] = useState(tabs[0]?.id);
  // While a jump scrolls past other sections, the highlight stays on the tab pressed.
  const jumping = useRef<string | null>(null);
  const jumpTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(jumpTimer.current), []);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const inView = new Set<string>();
    // A section counts as "in view" while it crosses the upper part of the viewport (below
    // the sticky header and this bar); the first such section in page order wins.
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inView.add(entry.target.id);
          else inView.delete(entry.target.id);
        }
        const current = tabs.find((tab) => inView.has(tab.id))?.id;
        if (!current) return;
        if (jumping.current && current !== jumping.current) return;
        jumping.current = null;
        setActiveId(current);
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
    jumping.current = id;
    clearTimeout(jumpTimer.current);
    jumpTimer.current = setTimeout(() => {
      jumping.current = null;
    }, JUMP_LOCK_MS);
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
