// Spec §8 Payment texts, used as written.
export const PAYMENT_INITIATE_FAILED = 'Failed to initiate payment';
export const PAYMENT_VERIFY_FAILED = 'Payment verification failed';
export const PAYMENT_WINDOW_CLOSED = 'Payment window closed';
export const PAYMENT_SUCCESS = 'Payment successful! Order placed. Check your email for confirmation.';
export const TEST_MODE_NOTICE = 'Test mode — no real money moves';

/** 'Payment failed: {description}'. */
export const paymentFailed = (description: string) => `Payment failed: ${description.trim() || 'the payment was not completed'}`;
