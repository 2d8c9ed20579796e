import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from '../../lib/ui-timings';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/**
 * The blog's search text: in the box at once, in the URL (`?q=`) 300 ms after typing stops
 * (spec §9), like the shop's search. The URL is what the query reads, so a shared or reloaded
 * link shows the same results; back/forward that changes `q` refills the box.
 */
export function useBlogSearch() {
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

  // Box → URL, replacing the entry (each keystroke is not a history step), only on a change.
  const urlQ = useRef(q);
  useEffect(() => {
    urlQ.current = q;
  }, [q]);
  useEffect(() => {
    if (urlQ.current === debounced) return;
    setParams(
      (prev) => {
        if ((prev.get('q') ?? '').trim() === debounced) return prev;
        const next = new URLSearchParams(prev);
        if (debounced) next.set('q', debounced);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [debounced, setParams]);

  const clear = () => {
    setInput('');
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('q');
        return next;
      },
      { replace: true },
    );
  };

  return { q, input, setInput, clear };
}
