import { formatMoney } from '../../lib/money';
import type { ShopDetails } from '../../lib/shop-profile';

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqGroup {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

/** The shop's fees as the server states them (the profile's, through shopSettings); null until known. */
export interface FaqFees {
  deliveryFee: number;
  freeDeliveryThreshold: number;
  handlingFee: number;
}

const rupees = (amount: number) => formatMoney(amount, { decimals: amount % 1 !== 0 });

function feesAnswer(fees: FaqFees | null): string {
  if (!fees) return 'Any delivery and handling fees are shown in your cart before you pay.';
  return (
    `Delivery is free on orders of ${rupees(fees.freeDeliveryThreshold)} or more; below that a delivery fee of ` +
    `${rupees(fees.deliveryFee)} applies. A handling fee of ${rupees(fees.handlingFee)} is added to every order. ` +
    'Your cart shows every charge before you pay.'
  );
}

/** How to reach the shop, in a sentence (only what the profile holds). */
function supportAnswer(shop: Pick<ShopDetails, 'email' | 'phone' | 'supportHours'>): string {
  const ways = ['use the form on our contact page', shop.email && `email ${shop.email}`, shop.phone && `call ${shop.phone}`].filter(Boolean) as string[];
  const how = ways.length > 1 ? `${ways.slice(0, -1).join(', ')} or ${ways[ways.length - 1]}` : ways[0];
  const hours = shop.supportHours ? `Our support hours are ${shop.supportHours}, and we reply` : 'We reply';
  return `${how.charAt(0).toUpperCase()}${how.slice(1)}. ${hours} to every message within 24 hours.`;
}

/**
 * The questions, grouped (spec §2: delivery, returns, payment, subscriptions; §9: replies
 * within 24 hours). The policy, the hours and the contact details are the shop profile's
 * (issue 39): the problem-report window, never a fixed "30 days". Plain strings: they also go
 * into the page's FAQPage structured data.
 */
export function faqGroups(fees: FaqFees | null, shop: Pick<ShopDetails, 'email' | 'phone' | 'supportHours' | 'reportWindow' | 'name'>): readonly FaqGroup[] {
  return [
    {
      id: 'delivery',
      title: 'Delivery',
      items: [
        {
          question: 'Where do you deliver?',
          answer:
            'We deliver across our service areas, starting with Pune, and offer same-day delivery in select cities. ' +
            'Set your location with the location button at the top of the page to see what applies to you.',
        },
        {
          question: 'How long does delivery take?',
          answer:
            'You choose a delivery slot at checkout, today or on the next two days, among those open for your pincode ' +
            '(same day when you order before the slot closes). Each product page and your cart show the next open slot.',
        },
        { question: 'How much does delivery cost?', answer: feesAnswer(fees) },
        {
          question: 'How is my fruit packed?',
          answer:
            'Every order is hand-checked, weighed accurately and packed to protect delicate fruit, with recyclable ' +
            'packaging wherever we can.',
        },
      ],
    },
    {
      id: 'returns',
      title: 'Returns & Refunds',
      items: [
        {
          question: 'What is your return policy?',
          answer:
            `${shop.reportWindow}. Fresh fruit does not keep, so if anything arrives damaged, missing, not fresh or not ` +
            'what you ordered, tell us within that time with your order number and we will replace it or refund you.',
        },
        {
          question: 'How do I request a return or refund?',
          answer:
            'Open the order under My Orders and choose Report a problem: pick the items, say what was wrong and add a ' +
            `photo if you can. ${shop.reportWindow}. We email you the outcome: a refund, a free replacement or our reasons.`,
        },
        {
          question: 'When will I get my refund?',
          answer:
            'An approved refund of an online payment goes back through our payment partner to the card or account you ' +
            'paid with; when it shows depends on your bank. For cash on delivery orders we arrange the refund with you directly.',
        },
      ],
    },
    {
      id: 'payment',
      title: 'Payment',
      items: [
        {
          question: 'Which payment methods do you accept?',
          answer:
            'You can pay cash on delivery or pay online by card through our secure payment partner. All prices are in ' +
            'Indian rupees (₹).',
        },
        {
          question: 'Is online payment secure?',
          answer:
            `Yes. Card details are entered on our payment partner’s secure checkout and never stored by ${shop.name}. ` +
            'Every payment is verified before your order is confirmed.',
        },
        {
          question: 'Can I use a coupon?',
          answer:
            'Yes. Enter your coupon code at checkout and press Apply. The discount, and any minimum order amount the ' +
            'coupon needs, is shown before you place the order.',
        },
      ],
    },
    {
      id: 'subscriptions',
      title: 'Subscriptions',
      items: [
        {
          question: 'How do fruit subscriptions work?',
          answer:
            'Choose a Weekly, Bi-Weekly or Monthly plan on the subscriptions page and we deliver a box of fresh seasonal ' +
            'fruit on that schedule, with free delivery.',
        },
        {
          question: 'Can I pause, skip or cancel my subscription?',
          answer:
            'Yes. Subscriptions are flexible: you can pause, skip a delivery or cancel anytime, and reactivate later.',
        },
        {
          question: 'Do subscriptions save money?',
          answer: 'Yes. The Monthly plan saves 15% and the Bi-Weekly plan saves 5% compared with ordering separately.',
        },
      ],
    },
    {
      id: 'support',
      title: 'Support',
      items: [
        {
          question: 'How can I contact customer support?',
          answer: supportAnswer(shop),
        },
      ],
    },
  ];
}

/** schema.org FAQPage for the page's head. */
export function faqJsonLd(groups: readonly FaqGroup[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((group) =>
      group.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    ),
  };
}
