import { useState } from 'react';
import { Truck } from 'lucide-react';
import looks from '../../components/button-looks.module.css';
import controls from '../../components/controls.module.css';
import glyphs from '../../components/glyphs.module.css';
import heading from '../../components/heading.module.css';
import layout from '../../components/layout.module.css';
import { QuantityStepper } from '../../components/quantity-stepper';
import { NextDelivery } from '../../components/next-delivery';
import { StarRating } from '../../components/star-rating';
import { graphql } from '../../gql';
import type { ProductPurchase_ProductFragment } from '../../gql/graphql';
import { formatMoney } from '../../lib/money';
import { useStockAlerts } from '../../lib/stock-alert-store';
import { useWishlist } from '../../lib/wishlist-store';
import { maxOrderQuantity, stockStatus } from './product-values';
import styles from './product-purchase.module.css';

export const ProductPurchaseFragment = graphql(`
  fragment ProductPurchase_product on Product {
    id
    name
    price
    discountPrice
    unitPrice
    hasDiscount
    discountPercentage
    priceUnit
    stockQuantity
    maxOrderLimit
    averageRating
    reviewCount
    category {
      id
      name
    }
  }
`);

const STOCK_CLASS = { in: styles.inStock, low: styles.lowStock, out: styles.outOfStock } as const;

export interface ProductPurchaseProps {
  product: ProductPurchase_ProductFragment;
  onAdd: (product: ProductPurchase_ProductFragment, quantity: number) => void;
  /** Whose pincode the delivery line promises for: the primary address, else the saved location. */
  signedIn?: boolean;
}

/** Name, rating, price, stock and the next delivery slot, then quantity, Add to Cart and the wishlist heart. */
export function ProductPurchase({ product, onAdd, signedIn = false }: ProductPurchaseProps) {
  const [quantity, setQuantity] = useState(1);
  const wishlist = useWishlist();
  const inWishlist = wishlist.has(product.id);
  const alerts = useStockAlerts();
  // The server decides the discount; the check against price guards a stale cache entry.
  const showDiscount = product.hasDiscount && product.discountPrice != null && product.discountPrice < product.price;
  const stock = stockStatus(product.stockQuantity);
  const outOfStock = stock.tone === 'out';
  const savings = showDiscount ? product.price - product.unitPrice : 0;

  return (
    <div className={styles.panel}>
      <div className={styles.titleBlock}>
        <p className={styles.category}>{product.category.name}</p>
        <h1 className={`${heading.size2xl} ${heading.mdSize3xl}`}>{product.name}</h1>
        <StarRating rating={product.averageRating} reviewCount={product.reviewCount} />
      </div>

      <div className={styles.prices}>
        <span className={styles.price}>{formatMoney(product.unitPrice)}</span>
        {showDiscount && (
          <>
            <del className={styles.was}>
              <span className={layout.visuallyHidden}>Original price </span>
              {formatMoney(product.price)}
            </del>
            <span className={styles.percent}>{product.discountPercentage}% off</span>
          </>
        )}
        <span className={styles.unit}>{product.priceUnit}</span>
      </div>
      {showDiscount && <p className={styles.savings}>You save {formatMoney(savings)}</p>}

      <ul className={styles.facts}>
        <li>
          <span className={`${styles.stock} ${STOCK_CLASS[stock.tone]}`}>{stock.label}</span>
        </li>
        <li className={styles.delivery}>
          <Truck size={18} aria-hidden />
          <NextDelivery signedIn={signedIn} />
        </li>
      </ul>

      <div className={styles.actions}>
        <div className={styles.quantity}>
          <span className={styles.quantityLabel} aria-hidden>
            Quantity
          </span>
          <QuantityStepper
            value={quantity}
            onChange={setQuantity}
            max={maxOrderQuantity(product.stockQuantity, product.maxOrderLimit)}
            itemName={product.name}
            disabled={outOfStock}
          />
        </div>
        <div className={styles.buttons}>
          <button
            type="button"
            className={`${controls.button} ${controls.solid} ${looks.lg} ${styles.add}${outOfStock ? '' : ` ${glyphs.glyph} ${glyphs.large} ${glyphs.cart}`}`}
            disabled={outOfStock}
            onClick={() => onAdd(product, quantity)}
          >
            {outOfStock ? 'Out of Stock' : 'Add to Cart'}
          </button>
          <button
            type="button"
            className={`${controls.button} ${controls.outline} ${looks.lg} ${styles.wish} ${glyphs.glyph} ${glyphs.large} ${glyphs.heart}`}
            aria-label={`Save ${product.name} to wishlist`}
            aria-pressed={inWishlist}
            data-early-toggle=""
            onClick={() => wishlist.toggle(product.id)}
          />
        </div>
        {outOfStock && (
          <button
            type="button"
            className={`${controls.button} ${controls.outline} ${looks.lg}`}
            aria-pressed={alerts.has(product.id)}
            disabled={alerts.has(product.id)}
            onClick={() => alerts.request({ id: product.id, name: product.name })}
          >
            {alerts.has(product.id) ? "We'll notify you when it's back" : 'Notify me when back in stock'}
          </button>
        )}
      </div>
    </div>
  );
}
