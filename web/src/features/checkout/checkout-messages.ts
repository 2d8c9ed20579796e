// Spec §8 Subscription, coupon, checkout texts, used as written.
export const ORDER_FAILED = 'Failed to place order. Please try again.';
/** A reply with success false and no message of its own. */
export const ORDER_NOT_PLACED = 'Failed to place order';
export const COUPON_EMPTY = 'Please enter a coupon code';
export const COUPON_INVALID = 'Invalid coupon code';
export const COUPON_APPLY_FAILED = 'Failed to apply coupon';
export const COUPON_REMOVED = 'Coupon removed';
export const PLAN_LOAD_FAILED = 'Failed to load subscription plan';
export const LOGIN_TO_SUBSCRIBE = 'Please log in to continue with your subscription';
export const LOGIN_TO_CHECKOUT = 'Please log in to continue to checkout';
export const CART_LOAD_FAILED = 'Failed to load cart. Please try again.';
export const SUBSCRIPTION_ACTIVATED = 'Subscription Activated!';
export const ORDER_CONFIRMED = 'Order Confirmed!';
export const PAYMENT_FAILED_TITLE = 'Payment Failed';
/** Spec §9: the order-placed toast closes after 5000 ms. */
export const ORDER_TOAST_MS = 5000;

export const orderPlaced = (orderId: string) => `Order #${orderId} placed successfully!`;
