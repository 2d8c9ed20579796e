import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { INITIAL_LOAD_SPINNER_MS, ROUTE_CHANGE_SPINNER_MS } from '../../lib/ui-timings';

/** Drawn from one sprite (`/spinner-fruits.png`, app.css), not as emoji text: see app.css. */
const FRUITS = ['apple', 'orange', 'grapes'] as const;

/**
 * The spec's full-screen fruit spinner: 1000 ms on first load, 800 ms after each route
 * change. It is an overlay above content that has already rendered; it never delays
 * rendering or data.
 *
 * The first one is part of the server's HTML and hides itself with a CSS animation (app.css)
 * after 1000 ms, so it also goes away when JavaScript is slow or fails. Once the time is up
 * React removes it. A new pathname shows it again for 800 ms (query-string changes, such as
 * typing in the shop search, do not). The `key` restarts the CSS animation per pathname.
 */
export function RouteChangeSpinner() {
  const { pathname } = useLocation();
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const [firstPath] = useState(pathname);
  const initial = pathname === firstPath && doneFor === null;
  const visible = doneFor !== pathname;

  useEffect(() => {
    const duration = initial ? INITIAL_LOAD_SPINNER_MS : ROUTE_CHANGE_SPINNER_MS;
    const timer = setTimeout(() => setDoneFor(pathname), duration);
    return () => clearTimeout(timer);
    // `initial` is derived from pathname and doneFor; the timer restarts only per pathname.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  if (!visible) return null;
  return (
    <div
      key={pathname}
      className="route-spinner"
      data-phase={initial ? 'initial' : 'change'}
      role="status"
      aria-live="polite"
      aria-label="Loading page"
      data-testid="route-change-spinner"
    >
      <div className="route-spinner__fruits" aria-hidden>
        {FRUITS.map((fruit) => (
          <span key={fruit} data-fruit={fruit} />
        ))}
      </div>
      <span className="route-spinner__label">Loading…</span>
    </div>
  );
}
