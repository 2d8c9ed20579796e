import { useEffect, type RefObject } from 'react';
import { ariaHidden } from '@zag-js/aria-hidden';

/*
 * What a modal dialog or drawer does to the page under it, done here instead of by Chakra's
 * (zag's) `modal` mode, which costs a phone a whole-page restyle at every open and close:
 * - zag blocks the page's pointer events with `pointer-events: none` on <body>, an inherited
 *   property, so every element of the page is restyled (~935 on /shop);
 * - its scroll lock sets `--scrollbar-width` on <html>, and a change to <html>'s inline style
 *   restyles the whole page too: Chakra's ~1,000 design tokens are custom properties of :root
 *   that every element inherits.
 * On a mid-range phone (4× CPU) that was 100–150 ms of style work in each open and close of the
 * menu, and the menu's close was /shop's slowest interaction (INP 336 ms in bench:web; 168–232
 * ms without it). See docs/decisions/0032.
 *
 * So dialogs run with `modal: false` and keep what a modal needs by other means: focus trapped
 * inside (`trapFocus`), `aria-modal` on the content, the page outside hidden from assistive
 * technology (zag's own `ariaHidden`, cheap: no style depends on it), a click outside lands on
 * the backdrop (which closes the dialog where allowed), and the scroll lock below, which touches
 * <body> only (`overflow`, and the scrollbar's width as padding where a scrollbar takes room).
 */

let locks = 0;
let unlock: (() => void) | undefined;

/** Counted: a confirmation over a drawer locks once, and the last one to close unlocks. */
function lockPageScroll(): () => void {
  if (locks++ === 0) {
    const { body, documentElement } = document;
    const root = getComputedStyle(documentElement);
    // <body>'s overflow reaches the viewport only while <html>'s is visible (CSS Overflow 3, §3.3).
    const visible = (value: string) => !value || value === 'visible';
    const scroller = visible(root.overflowX) && visible(root.overflowY) ? body : documentElement;
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    const before = { paddingRight: body.style.paddingRight, overflow: scroller.style.overflow };
    if (scrollbar > 0) body.style.paddingRight = `calc(${getComputedStyle(body).paddingRight} + ${scrollbar}px)`;
    scroller.style.overflow = 'hidden';
    body.setAttribute('data-scroll-lock', '');
    unlock = () => {
      scroller.style.overflow = before.overflow;
      body.style.paddingRight = before.paddingRight;
      body.removeAttribute('data-scroll-lock');
    };
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks === 0) {
      unlock?.();
      unlock = undefined;
    }
  };
}

/**
 * While `open`: the page's scroll is locked and, unless `hideOutside` is false, everything but
 * `content` is hidden from assistive technology.
 */
export function useModalPage(open: boolean, content: RefObject<HTMLElement | null>, hideOutside = true) {
  useEffect(() => {
    if (!open) return;
    const release = lockPageScroll();
    const reveal = hideOutside ? ariaHidden(() => [content.current], { defer: true }) : undefined;
    return () => {
      reveal?.();
      release();
    };
  }, [open, content, hideOutside]);
}

/** The root options that make Chakra's dialog non-modal in zag's sense (see above). */
export const MODAL_BY_HAND = { modal: false, trapFocus: true, preventScroll: false } as const;
