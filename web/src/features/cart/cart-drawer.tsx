import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { CartContents } from './cart-contents';
import styles from './cart-drawer.module.css';
import { useModalFocus } from './use-modal-focus';

/** Spec §4: the drawer fades out over 300 ms before it is gone. */
export const DRAWER_CLOSE_MS = 300;

/** The page behind an open drawer does not scroll (spec §2); the scrollbar's width is kept. */
function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const { body, documentElement } = document;
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    const before = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    return () => {
      body.style.overflow = before.overflow;
      body.style.paddingRight = before.paddingRight;
    };
  }, [active]);
}

/**
 * The cart as a side drawer (spec §2): a plain modal dialog — no UI kit, so its code is small —
 * loaded the first time the cart is opened. Escape, the backdrop and the close button close it;
 * focus stays inside while open and returns to the cart button afterwards.
 */
export default function CartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [shown, setShown] = useState(open);
  if (open && !shown) setShown(true);
  useEffect(() => {
    if (open || !shown) return;
    const timer = setTimeout(() => setShown(false), DRAWER_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [open, shown]);

  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useScrollLock(open);
  const onKeyDown = useModalFocus(panel, { active: open, onEscape: onClose, initial: closeButton });
  const titleId = useId();

  if (!shown) return null;
  return createPortal(
    <div className={styles.root} data-state={open ? 'open' : 'closing'} inert={!open}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden />
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={styles.panel} onKeyDown={onKeyDown}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            Your Cart
          </h2>
          <button ref={closeButton} type="button" className={styles.close} aria-label="Close cart" onClick={onClose}>
            <X size={20} aria-hidden />
          </button>
        </div>
        <CartContents variant="drawer" onLeave={onClose} />
      </div>
    </div>,
    document.body,
  );
}
