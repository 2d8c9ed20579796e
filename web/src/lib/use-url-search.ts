import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from './ui-timings';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A page's search text (shop, blog): in the box at once, in the URL (`?q=`) 300 ms after
 * typing stops (spec §9). The URL is what the page's query reads, so a shared or reloaded link
 * shows the same results; back/forward (or a link) that changes `q` refills the box.
 * `clear(...alsoDelete)` empties the box and removes `q` (and those parameters) from the URL.
 */
export function useUrlSearchText() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();

  const [input, setInput] = useState(q);
  const debounced = useDebouncedValue(input, SEARCH_DEBOUNCE_MS).trim();

  // URL → box, when the URL changed for a reason other than our own debounce.
  const [seenQ, setSeenQ] = useState(q);
  if (q !== seenQ) {
    setSeenQ(q);
    if (q !== debounced) setInput(q);
  }

  // Box → URL, replacing the entry (each keystroke is not a history step). Only a change
  // navigates: setParams always does, and a navigation re-renders every link on the page. The
  // effect reads the URL's q of the last commit through a ref so that it does not re-run on it.
  const urlQ = useRef(q);
  useEffect(() => {
    urlQ.current = q;
  }, [q]);
  useEffect(() => {
    if (urlQ.current === debounced) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (debounced) next.set('q', debounced);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [debounced, setParams]);

  const clear = (...alsoDelete: string[]) => {
    setInput('');
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const key of ['q', ...alsoDelete]) next.delete(key);
        return next;
      },
      { replace: true },
    );
  };

  return { q, input, setInput, clear };
}
