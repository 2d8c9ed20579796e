import { useEffect, useRef } from 'react';
import { ChevronDown } from 'lucide-react';
import { NavLink, useLocation } from 'react-router-dom';
import layout from '../../components/layout.module.css';
import { NAV_ITEMS, type NavItem } from './nav-items';
import styles from './site-header.module.css';

const INLINE_CLASS = { lg: styles.inlineFromLg, xl: styles.inlineFromXl } as const;
const IN_MORE_CLASS = { lg: styles.moreBelowLg, xl: styles.moreBelowXl } as const;

const inlineClass = (item: NavItem) => (item.inlineFrom ? `${styles.navLink} ${INLINE_CLASS[item.inlineFrom]}` : styles.navLink);

/**
 * The desktop bar (from 768px): every storefront link. What does not fit at the current width
 * waits in a "More" menu, chosen by CSS breakpoints alone (no measuring, nothing moves after
 * hydration). The menu is a plain <details>: it opens without JavaScript; once the app runs it
 * also closes on navigation, Escape and a click elsewhere.
 */
export function DesktopNav() {
  const moreRef = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const overflow = NAV_ITEMS.filter((item) => item.inlineFrom);

  useEffect(() => {
    moreRef.current?.removeAttribute('open');
  }, [pathname]);

  useEffect(() => {
    const more = moreRef.current;
    if (!more) return;
    const onPointerDown = (event: PointerEvent) => {
      if (more.open && !more.contains(event.target as Node)) more.removeAttribute('open');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !more.open) return;
      more.removeAttribute('open');
      more.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    more.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      more.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return (
    <nav aria-label="Main" className={`${styles.nav} ${layout.hideBelowMd}`}>
      {NAV_ITEMS.map((item) => (
        <NavLink key={item.to} className={inlineClass(item)} to={item.to} end={item.end}>
          {item.label}
        </NavLink>
      ))}
      {overflow.length > 0 && (
        <details ref={moreRef} className={styles.more}>
          <summary className={`${styles.navLink} ${styles.moreSummary}`}>
            More
            <ChevronDown size={16} aria-hidden className={styles.moreChevron} />
          </summary>
          <ul className={styles.moreList}>
            {overflow.map((item) => (
              <li key={item.to} className={IN_MORE_CLASS[item.inlineFrom!]}>
                <NavLink className={styles.moreLink} to={item.to} end={item.end}>
                  <item.icon size={16} aria-hidden />
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </details>
      )}
    </nav>
  );
}
