/*
 * The demo shop's profile (issue 39): details that read as a demo, never as a real business. The
 * GSTIN has Maharashtra's code (27), a PAN-shaped middle and a valid check character; the FSSAI
 * number is 14 digits; the phones use the 98xxx range with zeros; the mail is on example.com.
 * The fees are today's defaults (₹25 delivery under ₹100, ₹9 handling), so orders cost the same.
 */
export const DEMO_SHOP_PROFILE = {
  tradeName: 'FruitShop (demo)',
  legalName: 'FruitShop Demo Private Limited',
  phone: '+919800000000',
  email: 'support@fruitshop.example.com',
  supportHours: 'Mon–Sat, 8 am–8 pm',
  address: 'Demo Shop, 1 Example Lane, Baner, Pune 411045, Maharashtra',
  state: 'Maharashtra',
  gstin: '27AADCF1234F1Z2',
  fssaiLicence: '11526999000001',
  grievanceOfficerName: 'Asha Demo (Grievance Officer)',
  grievanceOfficerEmail: 'grievance@fruitshop.example.com',
  grievanceOfficerPhone: '+919800000001',
  reportWindowHours: 48,
  deliveryFee: '25.00',
  handlingFee: '9.00',
  freeDeliveryThreshold: '100.00',
} as const;
