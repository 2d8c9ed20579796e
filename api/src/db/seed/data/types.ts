// Plain shapes for the demo seed: kept free of entity imports so the data files can be read,
// tested and edited without booting MikroORM.

export type CategorySlug = 'seasonal' | 'top-deals' | 'fresh-chunks' | 'dry-fruits';

export interface SeedCategory {
  slug: CategorySlug;
  name: string;
  description: string;
  /** Shown on the home page as a section: its place, heading and whether the tab bar names it. */
  home?: { position: number; title: string; tab: boolean };
}

export interface SeedProduct {
  /** Unique, real fruit name, e.g. 'Alphonso Mango'. */
  name: string;
  categorySlug: CategorySlug;
  /** INR rupees, at most 2 decimals. */
  price: number;
  /** Strictly lower than price when present. */
  discountPrice?: number;
  unit: 'kg' | 'gm' | 'pcs' | 'dzn' | 'box' | 'pkt';
  /** Numeric weight in the unit's sense (e.g. 1, 500, 0.25). */
  weight?: number;
  stockQuantity: number;
  maxOrderLimit?: number;
  description: string;
  tags: string[];
  customAttributes?: Record<string, string>;
  countryOfOrigin?: string;
  storageInstruction?: string;
  isFeatured?: boolean;
  /** An icon name that exists in @iconify-json/fluent-emoji-flat. */
  icon: string;
  /** 0–2 extra icon names from the same set. */
  gallery?: string[];
}

/** A box line: a seeded product by name, or a seasonal pick of a seeded category (issue 38). */
export type SeedBoxLine =
  | { product: string; quantity: number; note?: string }
  | { categorySlug: CategorySlug; unit: 'kg' | 'pcs' | 'dzn' | 'pkt' | 'box'; quantity: number; note?: string };

export interface SeedPlan {
  planType: 'Weekly' | 'Bi-Weekly' | 'Monthly';
  planName: string;
  planDescription: string;
  price: number;
  validityDays: number;
  features: string[];
  /** What each delivery brings, in order. */
  box: SeedBoxLine[];
}

export interface SeedCoupon {
  code: string;
  discountType: 'percentage' | 'fixed' | 'free_shipping';
  discountValue: number;
  minOrderValue: number;
  /** Days from seeding until expiry; negative seeds an already-expired coupon. */
  validForDays: number;
  description: string;
  isActive: boolean;
}

export interface SeedComment {
  comment: string;
  isApproved: boolean;
}

export interface SeedBlog {
  title: string;
  content: string;
  tags: string[];
  coverIcon?: string;
  isPublished: boolean;
  comments: SeedComment[];
}
