import { detailWeight } from '@fruit-shop/common/units';
import heading from '../../components/heading.module.css';
import { graphql } from '../../gql';
import type { ProductDetails_ProductFragment } from '../../gql/graphql';
import styles from './product-details.module.css';

export const ProductDetailsFragment = graphql(`
  fragment ProductDetails_product on Product {
    id
    description
    tags
    attributes {
      key
      value
    }
    countryOfOrigin
    storageInstruction
    detailUnit
    weight
    category {
      id
      name
    }
  }
`);

/** Description, the facts a shopper compares (origin, storage, weight, attributes) and the tags. */
export function ProductDetails({ product }: { product: ProductDetails_ProductFragment }) {
  // Spec §3: on this page a product without a unit is weighed in grams, and one without a weight is sold as '1 piece'.
  const unit = product.detailUnit;
  const facts: { label: string; value: string; capitalize?: boolean }[] = [
    { label: 'Category', value: product.category.name, capitalize: true },
    { label: 'Unit', value: unit },
    { label: 'Weight', value: detailWeight(product.weight, unit) },
    ...(product.countryOfOrigin ? [{ label: 'Country of Origin', value: product.countryOfOrigin }] : []),
    ...(product.storageInstruction ? [{ label: 'Storage Instructions', value: product.storageInstruction }] : []),
    ...product.attributes.map(({ key, value }) => ({ label: key, value })),
  ];

  return (
    <section className={styles.section} aria-labelledby="product-details-heading">
      <h2 id="product-details-heading" className={heading.xl}>
        Product Details
      </h2>
      <div className={styles.columns}>
        <div className={styles.text}>
          <h3 className={heading.md}>Description</h3>
          <p className={styles.description}>{product.description?.trim() || 'No description available.'}</p>
          {product.tags.length > 0 && (
            <>
              <h3 className={heading.md}>Tags</h3>
              <ul className={styles.tags}>
                {product.tags.map((tag) => (
                  <li key={tag} className={styles.tag}>
                    {tag}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <div>
          <h3 className={`${heading.md} ${styles.factsTitle}`}>Specifications</h3>
          <dl className={styles.facts}>
            {facts.map(({ label, value, capitalize }, index) => (
              <div key={`${index}-${label}`} className={styles.fact}>
                <dt className={styles.label}>{label}</dt>
                <dd className={capitalize ? `${styles.value} ${styles.capitalize}` : styles.value}>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
