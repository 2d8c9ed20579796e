import type { EntityManager } from '@mikro-orm/postgresql';
import { hasContactDetails } from '@fruit-shop/common/shop-profile.rules';
import { shopProfileService } from '../settings/shop-profile.service.js';

/*
 * The first-run checklist (issue 36): what a new shop lacks before its first order can be
 * delivered, each item with the back office page that fixes it. Facts about the running
 * process (payment keys, mail) come from its configuration; the rest from the database in
 * one statement.
 */

export interface SetupFacts {
  /** razorpay (live keys) or simulated (test mode). */
  paymentMode: 'razorpay' | 'simulated';
  /** SMTP_URL is set. */
  mailConfigured: boolean;
  /** A production start (NODE_ENV=production). */
  production: boolean;
}

export type ReadinessId = 'pincodes' | 'slots' | 'products' | 'home' | 'contact' | 'payments' | 'mail';

export interface ReadinessItem {
  id: ReadinessId;
  label: string;
  done: boolean;
  /** What is there, or what is missing and how to fix it. */
  detail: string;
  /** The back office page that fixes it (?page=…), or null when only the server's settings can. */
  page: string | null;
  /** Needed before the first order can be placed and delivered (payments and mail can run in test mode). */
  required: boolean;
}

export interface Readiness {
  items: ReadinessItem[];
  /** Every required item is done. */
  ready: boolean;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const readinessService = {
  async check(em: EntityManager, facts: SetupFacts): Promise<Readiness> {
    const [row] = await em.execute<{ pincodes: number; slots: number; products: number; home: number }[]>(
      `select (select count(*) from "delivery_pincode")::int as "pincodes",
              (select count(*) from "delivery_slot" where "is_active" and "capacity" > 0)::int as "slots",
              (select count(*) from "product" where "is_active" and "stock_quantity" > 0)::int as "products",
              (select count(*) from "category" where "home_position" is not null)::int as "home"`,
    );
    const profile = await shopProfileService.get(em);
    const contact = hasContactDetails(profile);
    const items: ReadinessItem[] = [
      {
        id: 'pincodes',
        label: 'Serviceable pincodes',
        done: row.pincodes > 0,
        detail: row.pincodes ? `Delivering to ${plural(row.pincodes, 'pincode')}` : 'Add the pincodes you deliver to: until then every address is refused at checkout',
        page: 'delivery',
        required: true,
      },
      {
        id: 'slots',
        label: 'Delivery slots',
        done: row.slots > 0,
        detail: row.slots ? `${plural(row.slots, 'open slot')} a day` : 'Add at least one delivery slot with room for orders',
        page: 'delivery',
        required: true,
      },
      {
        id: 'products',
        label: 'Products in stock',
        done: row.products > 0,
        detail: row.products ? `${plural(row.products, 'product')} on sale` : 'Add a product with stock',
        page: 'products',
        required: true,
      },
      {
        id: 'home',
        label: 'Home page sections',
        done: row.home > 0,
        detail: row.home ? `${plural(row.home, 'category', 'categories')} on the home page` : 'Mark a category for the home page: until then it shows no products',
        page: 'categories',
        required: true,
      },
      {
        id: 'contact',
        label: "The shop's contact details",
        done: contact,
        detail: contact ? `${profile.tradeName} · ${profile.phone} · ${profile.email}` : 'Add the shop name, helpline, email and address customers see',
        page: 'profile',
        required: true,
      },
      {
        id: 'payments',
        label: 'Card payments',
        done: facts.paymentMode === 'razorpay',
        detail:
          facts.paymentMode === 'razorpay'
            ? 'Razorpay live keys are configured'
            : 'Test mode: the simulated gateway takes no real money. Set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET (cash on delivery works meanwhile)',
        page: null,
        required: false,
      },
      {
        id: 'mail',
        label: 'Mail settings',
        done: facts.mailConfigured,
        detail: facts.mailConfigured ? 'Emails leave through your SMTP server' : 'No SMTP server: emails stay in the development outbox. Set SMTP_URL and SMTP_FROM',
        page: null,
        required: facts.production,
      },
    ];
    return { items, ready: items.every((i) => i.done || !i.required) };
  },
};
