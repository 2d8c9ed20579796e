/**
 * Builders for every seeded entity. The demo seed and the tests use these same functions,
 * so test data always has the shape real data has. They persist but do not flush.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { rupeesToPaise } from '../../lib/money.js';
import { seedTaxOf } from './data/gst.js';
import { hashPassword } from '../../lib/passwords.js';
import { Admin, type AdminStatus } from '../../modules/accounts/admin.entity.js';
import { User } from '../../modules/accounts/user.entity.js';
import { Category } from '../../modules/catalog/category.entity.js';
import { ProductReview } from '../../modules/catalog/product-review.entity.js';
import { Product } from '../../modules/catalog/product.entity.js';
import { BlogComment } from '../../modules/content/blog-comment.entity.js';
import { Blog } from '../../modules/content/blog.entity.js';
import { Coupon } from '../../modules/coupons/coupon.entity.js';
import { City } from '../../modules/locations/city.entity.js';
import { Pincode } from '../../modules/locations/pincode.entity.js';
import { State } from '../../modules/locations/state.entity.js';
import { SubscriptionPlan } from '../../modules/subscriptions/subscription-plan.entity.js';
import { SubscriptionPlanLine } from '../../modules/subscriptions/subscription-plan-line.entity.js';
import type { SeedBlog, SeedBoxLine, SeedCategory, SeedCoupon, SeedPlan, SeedProduct } from './data/types.js';

/** Where seeded emoji images are served from (seedDemoShop stores them at these paths in the image store). */
export const productImageUrl = (icon: string) => `/uploads/products/${icon}.png`;
export const blogImageUrl = (icon: string) => `/uploads/blogs/${icon}.png`;

export function makeCategory(em: EntityManager, data: Omit<SeedCategory, 'slug'> & { slug: string }): Category {
  return em.create(Category, { name: data.name, slug: data.slug, description: data.description, homePosition: data.home?.position ?? null, homeTitle: data.home?.title ?? null, homeTab: data.home?.tab ?? true });
}

export type ProductInput = Omit<SeedProduct, 'categorySlug' | 'unit'> & {
  unit?: string;
  isActive?: boolean;
  availableFrom?: string | null;
  availableUntil?: string | null;
  /** Overrides the classification seedTaxOf gives by category and name (issue 39). */
  hsnCode?: string | null;
  gstRate?: number;
};

export function makeProduct(em: EntityManager, data: ProductInput, category: Category): Product {
  return em.create(Product, {
    name: data.name,
    category,
    description: data.description,
    image: productImageUrl(data.icon),
    imageGallery: [data.icon, ...(data.gallery ?? [])].map(productImageUrl),
    price: rupeesToPaise(data.price),
    discountPrice: data.discountPrice == null ? null : rupeesToPaise(data.discountPrice),
    unit: data.unit ?? 'kg',
    weight: data.weight ?? null,
    stockQuantity: data.stockQuantity,
    maxOrderLimit: data.maxOrderLimit ?? null,
    tags: data.tags,
    customAttributes: data.customAttributes ?? null,
    countryOfOrigin: data.countryOfOrigin ?? null,
    storageInstruction: data.storageInstruction ?? null,
    availableFrom: data.availableFrom ?? null,
    availableUntil: data.availableUntil ?? null,
    isFeatured: data.isFeatured ?? false,
    isActive: data.isActive ?? true,
    ...seedTaxOf({ name: data.name, categorySlug: category.slug }),
    ...(data.hsnCode !== undefined ? { hsnCode: data.hsnCode } : {}),
    ...(data.gstRate !== undefined ? { gstRate: data.gstRate } : {}),
  });
}

export interface UserInput {
  firstName: string;
  lastName?: string;
  email: string;
  phone?: string;
  password: string;
}

export async function makeUser(em: EntityManager, data: UserInput): Promise<User> {
  return em.create(User, {
    firstName: data.firstName,
    lastName: data.lastName ?? null,
    email: data.email.toLowerCase(),
    phone: data.phone ?? null,
    passwordHash: await hashPassword(data.password),
    verifiedAt: new Date(),
  });
}

export interface AdminInput {
  name: string;
  email: string;
  phone?: string;
  password: string;
  status?: AdminStatus;
}

export async function makeAdmin(em: EntityManager, data: AdminInput): Promise<Admin> {
  return em.create(Admin, {
    name: data.name,
    email: data.email.toLowerCase(),
    phone: data.phone ?? null,
    passwordHash: await hashPassword(data.password),
    status: data.status ?? 'active',
  });
}

/** A plan's box: its lines in order, products found by name and categories by slug. */
export function makePlanBox(
  em: EntityManager,
  plan: SubscriptionPlan,
  lines: SeedBoxLine[],
  find: { product: (name: string) => Product | undefined; category: (slug: string) => Category | undefined },
): SubscriptionPlanLine[] {
  return lines.map((line, i) => {
    const common = { plan, position: i + 1, quantity: line.quantity, note: line.note ?? null };
    if ('product' in line) {
      const product = find.product(line.product);
      if (!product) throw new Error(`The seeded box of ${plan.planName} names an unknown product: ${line.product}`);
      return em.create(SubscriptionPlanLine, { ...common, product, category: null, unit: null });
    }
    const category = find.category(line.categorySlug);
    if (!category) throw new Error(`The seeded box of ${plan.planName} names an unknown category: ${line.categorySlug}`);
    return em.create(SubscriptionPlanLine, { ...common, product: null, category, unit: line.unit });
  });
}

export function makePlan(em: EntityManager, data: Omit<SeedPlan, 'box'> & { box?: SeedBoxLine[] }): SubscriptionPlan {
  return em.create(SubscriptionPlan, {
    planType: data.planType,
    planName: data.planName,
    planDescription: data.planDescription,
    price: rupeesToPaise(data.price),
    validityDays: data.validityDays,
    features: data.features,
  });
}

const DAY_MS = 86_400_000;

export function makeCoupon(em: EntityManager, data: SeedCoupon, now = new Date()): Coupon {
  return em.create(Coupon, {
    code: data.code.toUpperCase(),
    discountType: data.discountType,
    discountValue: rupeesToPaise(data.discountValue),
    minOrderValue: rupeesToPaise(data.minOrderValue),
    validUntil: new Date(now.getTime() + data.validForDays * DAY_MS),
    description: data.description,
    isActive: data.isActive,
  });
}

export function makeBlog(em: EntityManager, data: SeedBlog, author: Admin | null, commenter: User | null): Blog {
  const blog = em.create(Blog, {
    title: data.title,
    content: data.content,
    tags: data.tags,
    coverImage: data.coverIcon ? blogImageUrl(data.coverIcon) : null,
    author,
    isPublished: data.isPublished,
  });
  for (const c of data.comments) {
    em.create(BlogComment, { blog, user: commenter, comment: c.comment, isApproved: c.isApproved });
  }
  return blog;
}

export function makeReview(em: EntityManager, product: Product, user: User, rating: number, comment?: string): ProductReview {
  return em.create(ProductReview, { product, user, rating, comment: comment ?? null });
}

export function makeState(em: EntityManager, data: { name: string; code?: string | null }): State {
  return em.create(State, { name: data.name, code: data.code ?? null });
}

export function makeCity(em: EntityManager, name: string, state: State): City {
  return em.create(City, { name, state });
}

export function makePincode(em: EntityManager, code: string, city: City, area?: string | null): Pincode {
  return em.create(Pincode, { code, city, area: area ?? null });
}
