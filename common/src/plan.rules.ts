/*
 * What a subscription plan card shows beyond its stored fields (spec §3 Subscription plan,
 * §9 subscription labels). The api fills its derived fields with these and the web may use
 * the same functions. No imports, so the browser bundle takes it as is.
 *
 * Price suffix (spec §9 names "per week, per month or per delivery" without a mapping):
 * a Weekly plan's price pays for a week and a Monthly plan's for a month, so they read
 * 'per week' and 'per month'; a Bi-Weekly plan delivers once in its period, so its price
 * reads 'per delivery', as does any other plan type an admin types in.
 */

/** Spec §3: the features a plan shows when it lists none. */
export const DEFAULT_PLAN_FEATURES: readonly string[] = ['Fresh seasonal fruits', 'Free delivery', 'Flexible scheduling', 'Quality guarantee'];

export const PLAN_TYPES = ['Weekly', 'Bi-Weekly', 'Monthly'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** The storefront's plan type for a stored one (admins type free text: 'bi weekly', 'MONTHLY'…), or null. */
export function knownPlanType(planType: string | null | undefined): PlanType | null {
  switch ((planType ?? '').toLowerCase().replace(/[^a-z]/g, '')) {
    case 'weekly':
      return 'Weekly';
    case 'biweekly':
      return 'Bi-Weekly';
    case 'monthly':
      return 'Monthly';
    default:
      return null;
  }
}

export interface PlanLabels {
  /** 'Every week', '4 deliveries/month', 'Every 2 weeks'; null for other plan types. */
  deliveryFrequency: string | null;
  /** 'Save 15%' (Monthly), 'Save 5%' (Bi-Weekly), else null. */
  savingsText: string | null;
  /** The Monthly plan is marked most popular. */
  isPopular: boolean;
  /** 'per week', 'per month' or 'per delivery'. */
  priceSuffix: string;
}

export function planLabels(planType: string | null | undefined): PlanLabels {
  switch (knownPlanType(planType)) {
    case 'Weekly':
      return { deliveryFrequency: 'Every week', savingsText: null, isPopular: false, priceSuffix: 'per week' };
    case 'Monthly':
      return { deliveryFrequency: '4 deliveries/month', savingsText: 'Save 15%', isPopular: true, priceSuffix: 'per month' };
    case 'Bi-Weekly':
      return { deliveryFrequency: 'Every 2 weeks', savingsText: 'Save 5%', isPopular: false, priceSuffix: 'per delivery' };
    default:
      return { deliveryFrequency: null, savingsText: null, isPopular: false, priceSuffix: 'per delivery' };
  }
}

/**
 * A plan's features as a clean list: stored as a list, a JSON string or a comma string;
 * the spec's four defaults when there are none.
 */
export function planFeatures(stored: unknown): string[] {
  let items: unknown[] = [];
  if (Array.isArray(stored)) items = stored;
  else if (typeof stored === 'string') {
    const text = stored.trim();
    let parsed: unknown;
    try {
      parsed = text.startsWith('[') || text.startsWith('"') ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    items = Array.isArray(parsed) ? parsed : (typeof parsed === 'string' ? parsed : text).split(',');
  }
  const features = [
    ...new Set(items.filter((f): f is string | number => typeof f === 'string' || typeof f === 'number').map((f) => String(f).trim())),
  ].filter(Boolean);
  return features.length ? features : [...DEFAULT_PLAN_FEATURES];
}
