import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { makeCategory, makeProduct, makeReview, makeUser, type ProductInput } from '../../api/src/db/seed/factories.js';
import { PRODUCTS } from '../../api/src/db/seed/data/catalogue.js';
import type { User } from '../../api/src/modules/accounts/user.entity.js';
import { Category } from '../../api/src/modules/catalog/category.entity.js';
import { Product } from '../../api/src/modules/catalog/product.entity.js';

let serial = 0;
const stamp = () => `${Date.now().toString(36)}${process.pid.toString(36)}${++serial}`;

/** A product input shaped like the seed's, with a unique name. */
export function shelfProduct(overrides: Partial<ProductInput> & { name: string }): ProductInput {
  const { categorySlug: _slug, unit: _unit, ...base } = PRODUCTS[1];
  return { ...base, discountPrice: undefined, isFeatured: false, ...overrides, name: `${overrides.name} ${stamp()}` };
}

/** A category of its own for a test (so counts and orders are exact), with these products, flushed. */
export async function addShelf(em: EntityManager, label: string, products: ProductInput[]): Promise<{ category: Category; products: Product[] }> {
  const slug = `test-${label}-${stamp()}`.toLowerCase();
  const category = makeCategory(em, { name: slug, slug, description: `Test shelf ${label}` });
  const made = products.map((p) => makeProduct(em, p, category));
  await em.flush();
  return { category, products: made };
}

/** Customers who can write reviews (one review per customer and product). */
export async function addReviewers(em: EntityManager, count: number, lastName: string | undefined = 'Kumar'): Promise<User[]> {
  const users: User[] = [];
  for (let i = 0; i < count; i++) {
    users.push(await makeUser(em, { firstName: `Reviewer${i}`, lastName, email: `reviewer.${stamp()}@test.local`, password: 'Secret@123' }));
  }
  await em.flush();
  return users;
}

export async function addReviews(em: EntityManager, product: Product, reviewers: User[], ratings: number[], comment?: string): Promise<void> {
  ratings.forEach((rating, i) => makeReview(em, product, reviewers[i], rating, comment));
  await em.flush();
}

/** Deletes test shelves with their products (reviews go with them). */
export async function removeShelves(orm: MikroORM, categories: Category[]): Promise<void> {
  const ids = categories.map((c) => c.id).filter(Boolean);
  if (!ids.length) return;
  const em = orm.em.fork();
  await em.nativeDelete(Product, { category: { $in: ids } });
  await em.nativeDelete(Category, { id: { $in: ids } });
}

/** Deletes test shelves and, first, the orders that bought from them (orders keep their products). */
export async function removeShelvesAndOrders(orm: MikroORM, categories: Category[]): Promise<void> {
  const ids = categories.map((c) => c.id).filter(Boolean);
  if (!ids.length) return;
  await orm.em.fork().execute(
    `delete from "shop_order" where "id" in (select i."order_id" from "order_item" i join "product" p on p."id" = i."product_id" where p."category_id" = any(?::int[]))`,
    [`{${ids.join(',')}}`],
  );
  await removeShelves(orm, categories);
}
