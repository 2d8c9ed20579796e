import { useId, useRef } from 'react';
import looks from '../../components/button-looks.module.css';
import controls from '../../components/controls.module.css';
import styles from './cart-contents.module.css';
import { useModalFocus } from './use-modal-focus';

/** Asks before a line leaves the cart (spec §2). Escape, Cancel or the backdrop keep it. */
export function RemoveConfirmDialog({ name, onConfirm, onCancel }: { name: string; onConfirm: () => void; onCancel: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const onKeyDown = useModalFocus(box, { active: true, onEscape: onCancel, initial: cancel });
  const titleId = useId();
  const textId = useId();
  return (
    <div className={styles.confirmLayer}>
      <div className={styles.confirmBackdrop} onClick={onCancel} aria-hidden />
      <div
        ref={box}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
        className={styles.confirm}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={styles.confirmTitle}>
          Remove item?
        </h2>
        <p id={textId}>Are you sure you want to remove {name} from your cart?</p>
        <div className={styles.confirmActions}>
          <button ref={cancel} type="button" className={`${controls.button} ${controls.outline} ${looks.md}`} onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className={`${controls.button} ${looks.md} ${styles.danger}`} onClick={onConfirm}>
            Remove
          </button>
        </div>
      </div>
    </div>
  );
}
