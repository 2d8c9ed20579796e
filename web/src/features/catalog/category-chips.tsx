import { categorySlugLabel, shopCategoryHref } from '../../lib/category-slugs';
import { useSpaLinkClicks } from '../../lib/spa-links';
import styles from './category-chips.module.css';

export interface ChipCategory {
  id: string;
  slug: string;
  name: string;
}

/** How the shop names a category in its address: the storefront slug, else the id (as /categories does). */
const keyOf = (category: ChipCategory) => (categorySlugLabel(category.slug) ? category.slug : category.id);
const labelOf = (category: ChipCategory) => categorySlugLabel(category.slug) ?? category.name.replace(/(^|\s)\S/g, (c) => c.toUpperCase());

/**
 * /shop's category chips (issue 40): 'All' and each category with products, as plain links to
 * the shop filtered to it, the current one marked. Server-rendered links, one click handler for
 * client routing; on a phone the row scrolls sideways instead of wrapping.
 */
export function CategoryChips({ categories, current }: { categories: readonly ChipCategory[]; current: string | null }) {
  const onClick = useSpaLinkClicks();
  if (!categories.length) return null;
  const isCurrent = (category: ChipCategory) => current === category.slug || current === category.id;
  const chip = (href: string, label: string, selected: boolean) => (
    <li key={href}>
      <a href={href} className={styles.chip} aria-current={selected ? 'page' : undefined}>
        {label}
      </a>
    </li>
  );
  return (
    <nav aria-label="Categories" className={styles.nav} onClick={onClick}>
      <ul className={styles.row}>
        {chip('/shop', 'All', !current)}
        {categories.map((category) => chip(shopCategoryHref(keyOf(category)), labelOf(category), isCurrent(category)))}
      </ul>
    </nav>
  );
}
