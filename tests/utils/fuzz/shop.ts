import { adminGql, adminLogin, call, DEMO_ADMIN } from '../admins.js';
import { freshIdentity } from '../customers.js';
import type { Role } from './cases.js';
import type { Credentials } from './runner.js';
import type { Fixtures } from './values.js';

/*
 * The fuzzed shop's people and rows: a customer signed up through the API (as
 * tests/utils/customers.ts does, against this app's URL), the seeded demo admin, and ids of
 * orders, addresses, a subscription … so that hostile values reach real rows.
 */

const CUSTOMER_PASSWORD = 'Mango@2026';
const SHIPPING = { firstName: 'Fuzz', lastName: 'Shopper', email: 'fuzz.shopper@example.com', phone: '9123456780', address: '7 Lake Road', city: 'Pune', state: 'Maharashtra', country: 'India', postcode: '411001' };

export class FuzzShop {
  customer = { token: '', userId: 0, email: '' };
  adminToken = '';
  /** What went wrong while making fixtures (the run goes on with fewer ids). */
  readonly notes: string[] = [];

  constructor(
    readonly base: string,
    /** Forgets login and code attempt counters, so a re-sign-in after thousands of hostile logins is not throttled. */
    private readonly clearLimits: () => Promise<void>,
  ) {}

  readonly credentials: Credentials = (role): Record<string, string> => {
    if (role === 'customer') return { authorization: `Bearer ${this.customer.token}` };
    if (role === 'admin') return { authorization: `Bearer ${this.adminToken}`, origin: this.base };
    return {};
  };

  private gql<T>(query: string, variables: Record<string, unknown> = {}, role: Role = 'customer') {
    const token = role === 'customer' ? this.customer.token : role === 'admin' ? this.adminToken : undefined;
    return adminGql<T>(query, variables, { token, base: this.base });
  }

  private async latestCode(to: string): Promise<string> {
    const { body } = await call<{ to: string; text: string }[]>('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`, { base: this.base });
    const message = body.find((m) => m.to === to && /one-time code is \d{6}/.test(m.text));
    if (!message) throw new Error(`no code for ${to}`);
    return /one-time code is (\d{6})/.exec(message.text)![1];
  }

  /** Signs a new customer up through request-otp and verify-otp (the code read from the outbox). */
  async signUpCustomer(): Promise<void> {
    const { email, phone } = freshIdentity();
    const sent = await call('POST', '/api/users/request-otp', { base: this.base, body: { identifier: email, type: 'signup' } });
    if (sent.status !== 200) throw new Error(`request-otp answered ${sent.status}: ${JSON.stringify(sent.body)}`);
    const user = { name: 'Fuzz', last_name: 'Customer', email, password: CUSTOMER_PASSWORD, phone, address: '1 Test Road', pincode: '411001', city: 'Pune' };
    const reply = await call<{ token: string; user: { id: number } }>('POST', '/api/users/verify-otp', {
      base: this.base,
      body: { identifier: email, otp_code: await this.latestCode(email), type: 'signup', user },
    });
    if (reply.status !== 200) throw new Error(`verify-otp answered ${reply.status}: ${JSON.stringify(reply.body)}`);
    this.customer = { token: reply.body.token, userId: reply.body.user.id, email };
  }

  async signInCustomer(): Promise<void> {
    await this.clearLimits();
    const reply = await call<{ token: string }>('POST', '/api/users/login', { base: this.base, body: { identifier: this.customer.email, password: CUSTOMER_PASSWORD } });
    if (reply.status !== 200) throw new Error(`customer login answered ${reply.status}: ${JSON.stringify(reply.body)}`);
    this.customer.token = reply.body.token;
  }

  async signInAdmin(): Promise<void> {
    await this.clearLimits();
    this.adminToken = (await adminLogin(DEMO_ADMIN.email, DEMO_ADMIN.password, this.base)).token;
  }

  /** Signs the role in again when its session has ended (a logout, a revoked session). */
  async ensure(role: Role): Promise<void> {
    if (role === 'customer') {
      const me = await call('GET', '/api/users/me', { base: this.base, token: this.customer.token });
      if (me.status !== 200) await this.signInCustomer();
    } else if (role === 'admin') {
      const check = await call<{ loggedIn: boolean }>('GET', '/api/admin/check-login', { base: this.base, token: this.adminToken });
      if (!check.body?.loggedIn) await this.signInAdmin();
    }
  }

  private async step<T>(name: string, run: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await run();
    } catch (error) {
      this.notes.push(`${name}: ${(error as Error).message}`);
      return fallback;
    }
  }

  private async data<T>(query: string, variables: Record<string, unknown> = {}, role: Role = 'customer'): Promise<T> {
    const reply = await this.gql<T>(query, variables, role);
    if (reply.errors?.length || !reply.data) throw new Error(JSON.stringify(reply.errors ?? reply).slice(0, 300));
    return reply.data;
  }

  /** Ids of rows to aim at: the seeded catalogue, and an order, a card order, a subscription and a comment of the customer's. */
  async fixtures(): Promise<Fixtures> {
    const ids = (list: { id: string | number }[]) => list.map((x) => Number(x.id));
    const fx: Fixtures = {
      customerId: this.customer.userId,
      productIds: [],
      categoryIds: [],
      orderIds: [],
      orderItemIds: [],
      addressIds: [],
      planIds: [],
      blogIds: [],
      commentIds: [],
      couponIds: [],
      subscriptionIds: [],
      billingRecordIds: [],
      providerOrderIds: [],
    };
    const none: never[] = [];
    // Products in stock, so carts and orders get past "out of stock".
    fx.productIds = await this.step(
      'products',
      async () =>
        ids(
          (await this.data<{ products: { items: { id: string; stockQuantity: number }[] } }>('{ products(first: 40) { items { id stockQuantity } } }')).products.items
            .filter((p) => p.stockQuantity >= 20)
            .slice(0, 8),
        ),
      none,
    );
    fx.categoryIds = await this.step('categories', async () => ids((await this.data<{ categories: { id: string }[] }>('{ categories { id } }')).categories), none);
    fx.planIds = await this.step('plans', async () => ids((await this.data<{ subscriptionPlans: { id: string }[] }>('{ subscriptionPlans { id } }')).subscriptionPlans), none);
    fx.blogIds = await this.step('blogs', async () => ids((await this.data<{ blogs: { items: { id: string }[] } }>('{ blogs(first: 5) { items { id } } }')).blogs.items), none);
    fx.couponIds = await this.step('coupons', async () => ids((await this.data<{ adminCoupons: { id: string }[] }>('{ adminCoupons { id } }', {}, 'admin')).adminCoupons), none);
    fx.addressIds = await this.step('addresses', async () => ids((await this.data<{ addresses: { id: string }[] }>('{ addresses { id } }')).addresses), none);

    const place = async (productId: number, paymentMethod: 'CASH' | 'CARD') => {
      await this.data('mutation($id: ID!) { addToCart(productId: $id, quantity: 1) { itemCount } }', { id: String(productId) });
      // Every order books a delivery slot for its pincode: the open one with the most room.
      const { deliverySlots } = await this.data<{ deliverySlots: { slots: { id: string; status: string; available: number }[] } }>(
        'query($p: String!) { deliverySlots(pincode: $p) { slots { id status available } } }',
        { p: SHIPPING.postcode },
      );
      const slot = deliverySlots.slots.filter((s) => s.status === 'open' && s.available > 0).sort((x, y) => y.available - x.available)[0];
      const placed = await this.data<{ placeOrder: { orderId: string; order: { items: { id: string }[] }; payment: { providerOrderId: string } | null } }>(
        'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { orderId order { items { id } } payment { providerOrderId } } }',
        { i: { shipping: SHIPPING, paymentMethod, deliverySlotId: slot?.id ?? null } },
      );
      fx.orderIds.push(Number(placed.placeOrder.orderId));
      fx.orderItemIds.push(...ids(placed.placeOrder.order.items));
      if (placed.placeOrder.payment) fx.providerOrderIds.push(placed.placeOrder.payment.providerOrderId);
    };
    await this.step('cash order', () => place(fx.productIds[0], 'CASH'), undefined);
    await this.step('card order', () => place(fx.productIds[1] ?? fx.productIds[0], 'CARD'), undefined);

    await this.step(
      'subscription',
      async () => {
        const intent = (await this.data<{ subscribe: { providerOrderId: string } }>('mutation($p: ID!) { subscribe(planId: $p) { providerOrderId } }', { p: String(fx.planIds[0]) }))
          .subscribe;
        const paid = (
          await this.data<{ simulatePayment: { razorpayPaymentId: string; razorpaySignature: string } }>(
            'mutation($id: String!) { simulatePayment(razorpayOrderId: $id, outcome: SUCCESS) { razorpayPaymentId razorpaySignature } }',
            { id: intent.providerOrderId },
          )
        ).simulatePayment;
        const verified = await this.data<{ verifyPayment: { subscription: { id: string } | null } }>('mutation($i: VerifyPaymentInput!) { verifyPayment(input: $i) { subscription { id } } }', {
          i: { razorpayOrderId: intent.providerOrderId, razorpayPaymentId: paid.razorpayPaymentId, razorpaySignature: paid.razorpaySignature },
        });
        if (verified.verifyPayment.subscription) fx.subscriptionIds.push(Number(verified.verifyPayment.subscription.id));
        fx.billingRecordIds = ids((await this.data<{ myBillingRecords: { id: string }[] }>('{ myBillingRecords { id } }')).myBillingRecords);
      },
      undefined,
    );
    await this.step(
      'comment',
      async () => {
        const posted = await this.data<{ postComment: { id: string } }>('mutation($b: ID!) { postComment(blogId: $b, comment: "A fuzz comment") { id } }', { b: String(fx.blogIds[0]) });
        fx.commentIds.push(Number(posted.postComment.id));
      },
      undefined,
    );
    return fx;
  }
}
