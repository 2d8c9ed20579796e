import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { armRouteSpinner, routeCommitted, useRouteSpinnerShown } from '../../lib/page-waiting';

/** Drawn from one sprite (`/spinner-fruits.png`, app.css), not as emoji text: see app.css. */
const FRUITS = ['apple', 'orange', 'grapes'] as const;

/**
 * The spec's full-screen fruit spinner, under the ruling that replaced its fixed 1000 ms /
 * 800 ms (shared/spec/decisions.md, "Spinners"): the first, server-rendered page shows none
 * (its content is there), and a navigation to another path shows it only when the next page
 * cannot render within 300 ms, until it can (lib/page-waiting.ts decides). Query-string
 * changes, such as typing in the shop search, are not navigations here.
 */
export function RouteChangeSpinner() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  const visible = useRouteSpinnerShown();

  useEffect(armRouteSpinner, []);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    routeCommitted();
  }, [pathname]);

  if (!visible) return null;
  return (
    <div className="route-spinner" role="status" aria-live="polite" aria-label="Loading page" data-testid="route-change-spinner">
      <div className="route-spinner__fruits" aria-hidden>
        {FRUITS.map((fruit) => (
          <span key={fruit} data-fruit={fruit} />
        ))}
      </div>
      <span className="route-spinner__label">Loading…</span>
    </div>
  );
}
