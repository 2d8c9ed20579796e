import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[inert]'));
}

/**
 * Focus management for a plain modal (the cart drawer, its confirm dialog): while `active`,
 * focus moves in (to `initial`, else the container), Tab and Shift+Tab cycle inside, focus
 * that lands outside is brought back, and Escape calls `onEscape`. When it ends, focus returns
 * to where it was before. Returns the container's keydown handler.
 */
export function useModalFocus(
  container: RefObject<HTMLElement | null>,
  { active, onEscape, initial }: { active: boolean; onEscape: () => void; initial?: RefObject<HTMLElement | null> },
) {
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  });

  useEffect(() => {
    if (!active) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initial?.current ?? container.current)?.focus();
    const keepInside = (event: FocusEvent) => {
      const box = container.current;
      const target = event.target as Node | null;
      // A layer opened above this one (its own modal) may hold focus.
      if (!box || !target || box.contains(target) || (target instanceof Element && target.closest('[aria-modal="true"]'))) return;
      (focusables(box)[0] ?? box).focus();
    };
    document.addEventListener('focusin', keepInside);
    return () => {
      document.removeEventListener('focusin', keepInside);
      if (opener?.isConnected) opener.focus();
    };
  }, [active, container, initial]);

  return (event: KeyboardEvent<HTMLElement>) => {
    if (!active) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      onEscapeRef.current();
      return;
    }
    if (event.key !== 'Tab' || !container.current) return;
    // The innermost modal handles Tab; the one around it must not cycle its own list too.
    event.stopPropagation();
    const items = focusables(container.current);
    if (!items.length) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const current = document.activeElement;
    if (event.shiftKey && (current === first || current === container.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && current === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
