import type { PaymentPrefill, PaymentWindowIntent, WindowAnswer } from './payment-types';

/*
 * Razorpay's own checkout (live mode): its script is loaded only when a shopper pays, never
 * at start-up, and it opens Razorpay's window over the page. Spec §7: theme green, INR.
 */

export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
/** The brand's darker green (brand.700): the lighter one fails contrast behind white text. */
const THEME_COLOR = '#15803d';

interface RazorpaySuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

interface RazorpayFailure {
  error?: { description?: string; reason?: string };
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (response: RazorpayFailure) => void): void;
}

type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let scriptLoad: Promise<RazorpayConstructor> | null = null;

/** Adds the checkout script once; a failed load is retried on the next payment. */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  scriptLoad ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay did not load')));
    script.onerror = () => {
      script.remove();
      reject(new Error('Razorpay did not load'));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    scriptLoad = null;
    throw error;
  });
  return scriptLoad;
}

/**
 * Opens Razorpay's window for the server's provider order and settles once with what the
 * shopper did: paid (the fields verifyPayment checks), failed (Razorpay's description) or
 * closed. Razorpay may report a failure and then let the shopper retry inside its window, so
 * only the first answer counts.
 */
export async function openRazorpay(intent: PaymentWindowIntent, prefill: PaymentPrefill, description: string, shopName: string): Promise<WindowAnswer> {
  const Razorpay = await loadRazorpay();
  return new Promise<WindowAnswer>((resolve) => {
    let settled = false;
    const settle = (answer: WindowAnswer) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    const checkout = new Razorpay({
      key: intent.keyId,
      amount: intent.amountPaise,
      currency: 'INR',
      order_id: intent.providerOrderId,
      name: shopName,
      description,
      prefill: { name: prefill.name, email: prefill.email, contact: prefill.contact },
      theme: { color: THEME_COLOR },
      handler: (response: RazorpaySuccess) =>
        settle({
          kind: 'paid',
          razorpayOrderId: response.razorpay_order_id,
          razorpayPaymentId: response.razorpay_payment_id,
          razorpaySignature: response.razorpay_signature,
        }),
      modal: { ondismiss: () => settle({ kind: 'closed' }) },
    });
    checkout.on('payment.failed', (response) => settle({ kind: 'failed', description: response.error?.description || response.error?.reason || '' }));
    checkout.open();
  });
}
