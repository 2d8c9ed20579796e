import type { EntityManager } from '@mikro-orm/postgresql';
import { DEMO_SHOP_PROFILE } from './data/shop-profile.js';

/**
 * Fills the shop's profile with the demo's details when it is empty (no row, or no name, phone,
 * email or address yet): an owner's own details, even partly filled in, are never replaced.
 */
export async function seedShopProfile(em: EntityManager): Promise<{ shopProfile: boolean }> {
  const p = DEMO_SHOP_PROFILE;
  const written = await em.execute<{ id: number }[]>(
    `insert into "shop_profile" as s ("id", "trade_name", "legal_name", "phone", "email", "support_hours", "address", "state", "gstin", "fssai_licence",
       "grievance_officer_name", "grievance_officer_email", "grievance_officer_phone", "report_window_hours", "delivery_fee", "handling_fee", "free_delivery_threshold")
     values (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     on conflict ("id") do update set "trade_name" = excluded."trade_name", "legal_name" = excluded."legal_name", "phone" = excluded."phone",
       "email" = excluded."email", "support_hours" = excluded."support_hours", "address" = excluded."address", "state" = excluded."state",
       "gstin" = excluded."gstin", "fssai_licence" = excluded."fssai_licence", "grievance_officer_name" = excluded."grievance_officer_name",
       "grievance_officer_email" = excluded."grievance_officer_email", "grievance_officer_phone" = excluded."grievance_officer_phone",
       "report_window_hours" = excluded."report_window_hours", "delivery_fee" = excluded."delivery_fee", "handling_fee" = excluded."handling_fee",
       "free_delivery_threshold" = excluded."free_delivery_threshold", "updated_at" = now()
     where s."trade_name" = '' and s."phone" = '' and s."email" = '' and s."address" = '' and s."legal_name" is null and s."gstin" is null
     returning "id"`,
    [
      p.tradeName, p.legalName, p.phone, p.email, p.supportHours, p.address, p.state, p.gstin, p.fssaiLicence,
      p.grievanceOfficerName, p.grievanceOfficerEmail, p.grievanceOfficerPhone, p.reportWindowHours, p.deliveryFee, p.handlingFee, p.freeDeliveryThreshold,
    ],
  );
  return { shopProfile: written.length > 0 };
}
