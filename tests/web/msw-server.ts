import { setupServer } from 'msw/node';
import { graphql, HttpResponse } from 'msw';
import { emptyCart } from '../fixtures/cart.fixture';
import { allProducts, productPage, searchProducts } from '../fixtures/products.fixture';
import { storefrontProfile } from '../fixtures/shop-profile.fixture';

/** The origin tests point Apollo at; MSW's graphql handlers match by operation name. */
export const TEST_GRAPHQL_URL = 'http://localhost/graphql';

/** The demo shop's home sections (the seed's four, in order); tests override with server.use(). */
export const DEMO_HOME_SECTIONS = [
  { categoryId: '1', slug: 'seasonal', title: "Season's Special", tab: true },
  { categoryId: '2', slug: 'top-deals', title: 'Top Deals', tab: true },
  { categoryId: '3', slug: 'fresh-chunks', title: 'Fresh Chunks', tab: true },
  { categoryId: '4', slug: 'dry-fruits', title: 'Premium Dry Fruits', tab: false },
].map((section) => ({ __typename: 'HomeSection', ...section }));

// Defaults answer like the api would for the fixture catalogue; tests override with server.use().
export const defaultHandlers = [
  graphql.query('HomeSections', () => HttpResponse.json({ data: { homeSections: DEMO_HOME_SECTIONS } })),
  graphql.query('ShopProducts', ({ variables }) => {
    const items = searchProducts(allProducts, variables.search as string | null);
    return HttpResponse.json({
      data: { products: productPage(items, { first: variables.first as number, offset: variables.offset as number }) },
    });
  }),
  graphql.query('SectionProducts', ({ variables }) => {
    const sections: Record<string, typeof allProducts> = {
      seasonal: allProducts.slice(0, 2),
      'top-deals': allProducts.slice(1, 3),
      'fresh-chunks': [],
      'dry-fruits': allProducts.slice(3),
    };
    return HttpResponse.json({ data: { products: productPage(sections[variables.category as string] ?? []) } });
  }),
  // A signed-in shell asks for the cart (its badge): empty unless a test says otherwise.
  graphql.query('CartContents', () => HttpResponse.json({ data: { cart: emptyCart() } })),
  // An order's refunds (issue 39): none unless a test says otherwise.
  graphql.query('OrderRefunds', () => HttpResponse.json({ data: { orderRefunds: [] } })),
  graphql.query('AdminOrderRefunds', () => HttpResponse.json({ data: { adminOrderRefunds: { paid: 0, refunded: 0, refundable: 0, kind: 'gateway', refunds: [] } } })),
  // An order's problem reports (issue 39 part 3): not delivered, none reported, unless a test says otherwise.
  graphql.query('OrderProblemReports', ({ variables }) =>
    HttpResponse.json({
      data: {
        orderProblemReports: {
          __typename: 'OrderProblemReports',
          orderId: String(variables.orderId),
          orderNumber: `FS-${String(variables.orderId).padStart(6, '0')}`,
          canReport: false,
          blockedReason: 'NOT_DELIVERED',
          blockedMessage: 'You can report a problem once the order has been delivered',
          reportBy: null,
          windowHours: 48,
          lines: [],
          reports: [],
          replacementOf: null,
        },
      },
    }),
  ),
  // An order's GST invoice and credit notes (issue 39): none (not yet delivered) unless a test says otherwise.
  graphql.query('OrderInvoices', () => HttpResponse.json({ data: { orderInvoices: [] } })),
  graphql.query('AdminOrderInvoices', () => HttpResponse.json({ data: { adminOrderInvoices: [] } })),
  // The shop's details in the header, footer and info pages (issue 39): the demo shop's profile.
  graphql.query('StorefrontShopProfile', () => HttpResponse.json({ data: { shopProfile: storefrontProfile() } })),
  // Sign-in and reset offer phone numbers while the shop can text codes (issue 40): it can, unless a test says otherwise.
  graphql.query('SignInOptions', () => HttpResponse.json({ data: { shopSettings: { __typename: 'ShopSettings', phoneCodes: true } } })),
  graphql.query('CartShopSettings', () =>
    HttpResponse.json({ data: { shopSettings: { __typename: 'ShopSettings', deliveryFee: 25, freeDeliveryThreshold: 100, handlingFee: 9 } } }),
  ),
  // /shop's category chips (issue 40): the demo shop's four categories.
  graphql.query('ShopCategories', () => HttpResponse.json({ data: { categories: DEMO_CATEGORIES } })),
  // An address form's pincode look-up (issue 40): the demo pincodes below, none other.
  graphql.query('PincodePlace', ({ variables }) => HttpResponse.json({ data: { pincodes: KNOWN_PINCODES.filter((p) => p.code === variables.code) } })),
];

/** The categories the chips on /shop show, as `categories(nonEmpty: true)` answers for the demo shop. */
export const DEMO_CATEGORIES = [
  { id: '1', slug: 'seasonal', name: "season's special" },
  { id: '2', slug: 'top-deals', name: 'top deals' },
  { id: '3', slug: 'fresh-chunks', name: 'freshly chunks' },
  { id: '4', slug: 'dry-fruits', name: 'dry fruits' },
].map((category) => ({ __typename: 'Category', ...category }));

const place = (code: string, city: string, state: string) => ({
  __typename: 'Pincode',
  code,
  city: { __typename: 'City', name: city, state: { __typename: 'State', name: state } },
});
/** Pincodes the shop knows (pincodes(code)). */
export const KNOWN_PINCODES = [place('411001', 'Pune', 'Maharashtra'), place('400001', 'Mumbai', 'Maharashtra'), place('560001', 'Bangalore', 'Karnataka')];

export const server = setupServer(...defaultHandlers);
