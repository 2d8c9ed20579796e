import type { ShopDetails } from '../../lib/shop-profile';
import type { LegalSection } from './legal-document';

/*
 * The terms and the privacy policy. The shop's name, contacts, grievance officer and
 * problem-report window are its profile's (issue 39), so the texts are made from it.
 */
type Shop = Pick<ShopDetails, 'name' | 'legalName' | 'email' | 'phone' | 'supportHours' | 'reportWindow' | 'grievanceOfficerName' | 'grievanceOfficerEmail' | 'grievanceOfficerPhone'>;

function contactLine(shop: Shop): string {
  const ways = [shop.email && `write to ${shop.email}`, shop.phone && `call ${shop.phone}${shop.supportHours ? ` (${shop.supportHours})` : ''}`, 'use the form on our contact page'].filter(Boolean) as string[];
  const how = `${ways.slice(0, -1).join(', ')}${ways.length > 1 ? ' or ' : ''}${ways[ways.length - 1]}`;
  const officerContact = [shop.grievanceOfficerEmail, shop.grievanceOfficerPhone].filter(Boolean).join(', ');
  const officer = shop.grievanceOfficerName ? ` Our grievance officer is ${shop.grievanceOfficerName}${officerContact ? ` (${officerContact})` : ''}.` : '';
  return `Questions? ${how.charAt(0).toUpperCase()}${how.slice(1)}. We reply within 24 hours.${officer}`;
}

const seller = (shop: Shop) => (shop.legalName && shop.legalName !== shop.name ? `${shop.name} (${shop.legalName})` : shop.name);

export const termsIntro = (shop: Shop) =>
  `These terms apply when you browse ${seller(shop)} or buy from us, an online fruit shop delivering in India. ` +
  'By placing an order or creating an account you agree to them.';

export const termsSections = (shop: Shop): readonly LegalSection[] => [
  {
    title: 'Orders and prices',
    paragraphs: [
      'All prices are in Indian rupees (₹). The total you pay, including any delivery and handling fees and coupon ' +
        'discounts, is shown before you place your order; the amounts our server calculates at that moment apply.',
      'Fruit is natural produce: sizes and colours vary. We weigh every order accurately and charge only for what we ' +
        'deliver. We may cancel an order we cannot fulfil, for example when stock runs out, and refund anything you paid.',
    ],
  },
  {
    title: 'Delivery',
    paragraphs: [
      'We deliver to the address you give us. Same-day delivery is offered in select cities; other delivery times ' +
        'are estimates shown on each product. Please make sure someone can receive perishable goods.',
    ],
  },
  {
    title: 'Returns and refunds',
    paragraphs: [
      `${shop.reportWindow}: if anything arrives damaged, missing, not fresh or not what you ordered, report it within ` +
        'that time from the order page (Report a problem) and we will replace it or refund you. Approved refunds go back the way you paid.',
    ],
  },
  {
    title: 'Payments',
    paragraphs: [
      'You can pay cash on delivery or online by card through our payment partner. We never see or store your full ' +
        'card details. An online order is confirmed once the payment has been verified.',
    ],
  },
  {
    title: 'Subscriptions',
    paragraphs: [
      'Subscription plans renew on the schedule you choose (weekly, bi-weekly or monthly) for the validity shown on ' +
        'the plan. You can cancel anytime; a cancelled plan stops renewing.',
    ],
  },
  {
    title: 'Your account',
    paragraphs: [
      'Keep your password and one-time codes to yourself; you are responsible for orders placed from your account. ' +
        'Reviews and blog comments must be honest and respectful; we may remove content that is not.',
    ],
  },
  {
    title: 'Changes and contact',
    paragraphs: [
      'We may update these terms; the version on this page applies to orders placed while it is shown. These terms are ' +
        'governed by the laws of India.',
      contactLine(shop),
    ],
  },
];

export const privacyIntro = (shop: Shop) =>
  `This policy explains what personal data ${seller(shop)} collects, why, and how long we keep it. We handle it in ` +
  'line with Indian law, including the Digital Personal Data Protection Act, 2023.';

export const privacySections = (shop: Shop): readonly LegalSection[] => [
  {
    title: 'What we collect',
    paragraphs: ['Only what we need to run the shop:'],
    list: [
      'Account details: your name, email address, phone number and password (stored only as a secure hash).',
      'Delivery addresses and the location you choose for delivery.',
      'Orders, payments (the payment partner’s reference, never your full card number), subscriptions and coupons used.',
      'Messages you send us, reviews and blog comments you post.',
    ],
  },
  {
    title: 'Why we use it',
    paragraphs: [
      'To deliver your orders, run your subscriptions, take payments, keep your account secure (for example with ' +
        'one-time codes), answer your messages and, if you opted in, send you our newsletter. We do not sell your data.',
    ],
  },
  {
    title: 'Who we share it with',
    paragraphs: [
      'Our payment partner (to take card payments), delivery partners (your name, phone and address for your order) ' +
        'and service providers who send our emails and text messages, each only as far as their job needs.',
    ],
  },
  {
    title: 'How long we keep it',
    paragraphs: [
      'Account data is kept while your account is open. Order and payment records are kept for as long as needed for ' +
        'your orders, returns and our legal and tax obligations. Messages you send us are kept while we handle them and ' +
        'for a reasonable time after.',
    ],
  },
  {
    title: 'Stored in your browser',
    paragraphs: [
      'Your browser keeps your sign-in session, a guest delivery location and a guest wishlist in local storage so the ' +
        'site remembers them. We use no advertising trackers.',
    ],
  },
  {
    title: 'Your rights',
    paragraphs: [
      'You can see and correct your details in your account, and ask us for a copy of your data or to delete your ' +
        'account. We keep only what the law requires us to keep after deletion.',
      contactLine(shop),
    ],
  },
];
