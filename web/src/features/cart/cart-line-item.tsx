import { Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import controls from '../../components/controls.module.css';
import glyphs from '../../components/glyphs.module.css';
import layout from '../../components/layout.module.css';
import { useImageFallback } from '../../components/product-image';
import { ResponsivePicture } from '../../components/responsive-picture';
import { formatMoney } from '../../lib/money';
import { isDiscounted, type CartLineData } from './cart-values';
import styles from './cart-contents.module.css';

interface CartLineItemProps {
  line: CartLineData;
  removing: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  /** Following the product link leaves the cart (the drawer closes). */
  onLeave?: () => void;
}

/** One line: picture, name, unit price, stepper, line total and a remove control. */
export function CartLineItem({ line, removing, onQuantity, onRemove, onLeave }: CartLineItemProps) {
  const image = useImageFallback(line.image);
  // Never below 1 (the remove control takes the decrease's place) and never above what may be ordered.
  const atMinimum = line.quantity <= 1;
  const atMaximum = line.quantity >= line.maxQuantity;
  const step = `${controls.button} ${controls.outline} ${controls.icon}`;
  return (
    <li className={styles.line} data-unavailable={line.available ? undefined : ''} data-removing={removing ? '' : undefined} aria-busy={removing || undefined}>
      <ResponsivePicture className={styles.image} src={image.src} sizes="64px" onError={image.onError} alt="" width={64} height={64} loading="lazy" decoding="async" />
      <div className={styles.lineBody}>
        <div className={styles.lineTop}>
          <Link className={styles.lineName} to={`/product/${line.productId}`} onClick={onLeave}>
            {line.name}
          </Link>
          <button type="button" className={styles.removeButton} aria-label={`Remove ${line.name} from cart`} disabled={removing} onClick={onRemove}>
            <Trash2 size={16} aria-hidden />
          </button>
        </div>
        <p className={styles.linePrice}>
          <span className={styles.unitPrice}>{formatMoney(line.unitPrice)}</span>
          {isDiscounted(line) && (
            <del className={styles.listPrice}>
              <span className={layout.visuallyHidden}>Original price </span>
              {formatMoney(line.price)}
            </del>
          )}
          <span className={styles.muted}>per {line.unit}</span>
        </p>
        {!line.available && (
          <p className={styles.problem}>
            {line.problem ?? 'Currently unavailable'} · not included in the total
          </p>
        )}
        <div className={styles.lineBottom}>
          <div className={controls.group} role="group" aria-label={`Quantity of ${line.name}`}>
            {atMinimum ? (
              <button type="button" className={step} aria-label={`Remove ${line.name}`} disabled={removing} onClick={onRemove}>
                <Trash2 aria-hidden />
              </button>
            ) : (
              <button
                type="button"
                className={`${step} ${glyphs.glyph} ${glyphs.minus}`}
                aria-label={`Decrease quantity of ${line.name}`}
                disabled={removing}
                // A line over its limit steps straight down to what may be ordered.
                onClick={() => onQuantity(Math.max(1, Math.min(line.quantity - 1, line.maxQuantity)))}
              />
            )}
            <span className={styles.quantity}>{line.quantity}</span>
            <button
              type="button"
              className={`${step} ${glyphs.glyph} ${glyphs.plus}`}
              aria-label={`Increase quantity of ${line.name}`}
              disabled={removing || atMaximum}
              onClick={() => onQuantity(line.quantity + 1)}
            />
          </div>
          <span className={line.available ? styles.lineTotal : `${styles.lineTotal} ${styles.excluded}`}>{formatMoney(line.lineTotal)}</span>
        </div>
      </div>
    </li>
  );
}
