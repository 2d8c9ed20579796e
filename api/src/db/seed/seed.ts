import type { EntityManager } from '@mikro-orm/postgresql';
import { Admin } from '../../modules/accounts/admin.entity.js';
import { User } from '../../modules/accounts/user.entity.js';
import { Category } from '../../modules/catalog/category.entity.js';
import { Product } from '../../modules/catalog/product.entity.js';
import { Blog } from '../../modules/content/blog.entity.js';
import { Coupon } from '../../modules/coupons/coupon.entity.js';
import { SubscriptionPlan } from '../../modules/subscriptions/subscription-plan.entity.js';
import { SubscriptionPlanLine } from '../../modules/subscriptions/subscription-plan-line.entity.js';
import { BLOGS } from './data/blogs.js';
import { CATEGORIES, PRODUCTS } from './data/catalogue.js';
import { COUPONS } from './data/coupons.js';
import { PLANS } from './data/plans.js';
import {
  makeAdmin,
  makeBlog,
  makeCategory,
  makeCoupon,
  makePlan,
  makePlanBox,
  makeProduct,
  makeReview,
  makeUser,
} from './factories.js';
import { storeEmojiImages } from './images.js';
import type { ImageStore } from '../../modules/media/image-store.js';
import { seedLocations } from './locations.js';
import { seedDelivery } from './delivery.js';
import { seedShopProfile } from './shop-profile.js';

export const DEMO_CUSTOMER = {
  firstName: 'Demo',
  lastName: 'Customer',
  email: 'demo@fruitshop.test',
  phone: '9876543210',
  password: 'Demo@1234',
} as const;

export const DEMO_ADMIN = {
  name: 'Demo Admin',
  email: 'admin@fruitshop.test',
  password: 'Admin@1234',
} as const;

export interface SeedOptions {
  /** Where the seeded pictures go (the factories' /uploads/products/<icon>.png addresses). */
  images: Pick<ImageStore, 'missing' | 'putAt'>;
  /** Creates the demo customer and admin (never by default in production). */
  demoAccounts: boolean;
}

export interface SeedSummary {
  categories: number;
  products: number;
  plans: number;
  coupons: number;
  blogs: number;
  states: number;
  cities: number;
  pincodes: number;
  deliveryPincodes: number;
  deliverySlots: number;
  /** The demo's details were written into an empty shop profile. */
  shopProfile: boolean;
  demoAccounts: boolean;
}

/** True when the catalogue has never been seeded (first start on an empty database). */
export async function isEmpty(em: EntityManager): Promise<boolean> {
  return (await em.count(Category, {})) === 0;
}

/**
 * Seeds the demo shop. Idempotent: rows are matched by their natural keys (slug, name, code,
 * title, email) and only missing ones are added, all in one transaction.
 */
export async function seedDemoShop(rootEm: EntityManager, options: SeedOptions): Promise<SeedSummary> {
  const productIcons = PRODUCTS.flatMap((p) => [p.icon, ...(p.gallery ?? [])]);
  // Before the transaction: the store has connections of its own (the embedded database is one session).
  await storeEmojiImages(options.images, 'products', productIcons);
  await storeEmojiImages(
    options.images,
    'blogs',
    BLOGS.flatMap((b) => (b.coverIcon ? [b.coverIcon] : [])),
  );

  const summary: SeedSummary = { categories: 0, products: 0, plans: 0, coupons: 0, blogs: 0, states: 0, cities: 0, pincodes: 0, deliveryPincodes: 0, deliverySlots: 0, shopProfile: false, demoAccounts: false };
  await rootEm.fork().transactional(async (em) => {
    let customer: User | null = null;
    let admin: Admin | null = null;
    if (options.demoAccounts) {
      customer = (await em.findOne(User, { email: DEMO_CUSTOMER.email })) ?? (await makeUser(em, DEMO_CUSTOMER));
      admin = (await em.findOne(Admin, { email: DEMO_ADMIN.email })) ?? (await makeAdmin(em, DEMO_ADMIN));
      summary.demoAccounts = true;
    }

    const categories = new Map((await em.find(Category, {})).map((c) => [c.slug, c]));
    for (const data of CATEGORIES) {
      if (categories.has(data.slug)) continue;
      categories.set(data.slug, makeCategory(em, data));
      summary.categories++;
    }

    const existingProducts = new Set((await em.find(Product, {}, { fields: ['name'] })).map((p) => p.name));
    const newProducts: Product[] = [];
    for (const data of PRODUCTS) {
      if (existingProducts.has(data.name)) continue;
      newProducts.push(makeProduct(em, data, categories.get(data.categorySlug)!));
      summary.products++;
    }
    // A few demo reviews so ratings come from real rows; the rest show the spec's defaults.
    if (customer) {
      newProducts.filter((p) => p.isFeatured).forEach((p, i) => makeReview(em, p, customer, [5, 4, 5, 3][i % 4]));
    }

    const plans = new Map<string, SubscriptionPlan>();
    for (const plan of await em.find(SubscriptionPlan, {}, { orderBy: { id: 'asc' } })) if (!plans.has(plan.planType)) plans.set(plan.planType, plan);
    for (const data of PLANS.filter((p) => !plans.has(p.planType))) {
      plans.set(data.planType, makePlan(em, data));
      summary.plans++;
    }
    // Boxes (issue 38) for the seeded plans that have none yet, from the seeded catalogue.
    const boxNames = PLANS.flatMap((p) => p.box.flatMap((line) => ('product' in line ? [line.product] : [])));
    const products = new Map([...newProducts, ...(await em.find(Product, { name: { $in: boxNames } }))].map((p) => [p.name, p]));
    const boxed = new Set((await em.find(SubscriptionPlanLine, {}, { fields: ['plan'] })).map((l) => l.plan.id));
    for (const data of PLANS) {
      const plan = plans.get(data.planType)!;
      // Only the demo's own plans (an admin's plan of the same type keeps the box it was given).
      if (plan.planName !== data.planName || (plan.id !== undefined && boxed.has(plan.id))) continue;
      makePlanBox(em, plan, data.box, { product: (name) => products.get(name), category: (slug) => categories.get(slug) });
    }

    const coupons = new Set((await em.find(Coupon, {})).map((c) => c.code));
    for (const data of COUPONS.filter((c) => !coupons.has(c.code.toUpperCase()))) {
      makeCoupon(em, data);
      summary.coupons++;
    }

    const blogs = new Set((await em.find(Blog, {})).map((b) => b.title));
    for (const data of BLOGS.filter((b) => !blogs.has(b.title))) {
      makeBlog(em, data, admin, customer);
      summary.blogs++;
    }

    Object.assign(summary, await seedLocations(em));
    Object.assign(summary, await seedDelivery(em));
    Object.assign(summary, await seedShopProfile(em));
  });
  return summary;
}
