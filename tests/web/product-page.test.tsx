import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../web/src/app/apollo-client';
import { AppProviders } from '../../web/src/app/app-providers';
import { CartSummaryProvider } from '../../web/src/app/cart-summary-context';
import { getSystem } from '../../web/src/theme/system';
import { PageMetaCollector, PageMetaProvider } from '../../web/src/app/page-meta';
import ProductPage from '../../web/src/app/routes/product-page';
import { ProductCardFragment } from '../../web/src/components/product-card';
import { PRODUCT_IMAGE_PLACEHOLDER } from '../../web/src/components/product-image';
import {
  galleryImages,
  metaDescription,
  parseProductId,
  productJsonLd,
  stockStatus,
} from '../../web/src/features/product/product-values';
import type { ProductDetailQuery as ProductDetailData } from '../../web/src/gql/graphql';
import { detailUnit, priceUnitLabel } from '@fruit-shop/common/units';
import { apple, banana, makeProduct, type ProductFixture } from '../fixtures/products.fixture';
import { server, TEST_GRAPHQL_URL } from './msw-server';
import { currentLocation, renderPage } from './render';

type Detail = NonNullable<ProductDetailData['product']>;
type Review = Detail['reviews'][number];

/** Nested objects as the api sends them: with __typename, which the generated types leave out. */
const typed = <T,>(value: T & { __typename: string }): T => value;

/** A product as `product(id)` answers it: the card's fields plus the detail page's. */
function makeDetail(overrides: Partial<Detail> & { id: string; name: string }): Detail {
  const base: ProductFixture = makeProduct({ id: overrides.id, name: overrides.name, price: overrides.price, discountPrice: overrides.discountPrice });
  return {
    ...base,
    // As the api computes it from the stored unit and weight (common/units.ts).
    detailUnit: detailUnit(overrides.unit ?? base.unit, overrides.weight ?? null),
    priceUnit: priceUnitLabel(overrides.unit ?? base.unit, overrides.weight ?? null),
    description: 'Sweet, fragrant and hand-picked.',
    imageGallery: [],
    weight: null,
    tags: [],
    attributes: [],
    countryOfOrigin: null,
    storageInstruction: null,
    category: { __typename: 'Category', id: '1', name: "season's special" },
    reviews: [],
    relatedProducts: [],
    ...overrides,
  } as Detail;
}

const mangoDetail = makeDetail({
  id: '1',
  name: 'Alphonso Mango',
  price: 200,
  discountPrice: 150,
  averageRating: 4.25,
  reviewCount: 2,
  stockQuantity: 40,
  unit: 'Dozen',
  weight: 1.5,
  image: '/uploads/products/mango.svg',
  imageGallery: ['/uploads/products/mango.svg', '/uploads/products/mango-2.svg'],
  description: 'Ratnagiri Alphonso, ripened naturally.',
  tags: ['seasonal', 'organic'],
  attributes: [typed<Detail['attributes'][number]>({ __typename: 'ProductAttribute', key: 'Variety', value: 'Alphonso' })],
  countryOfOrigin: 'India',
  storageInstruction: 'Keep at room temperature until ripe.',
  reviews: [
    typed<Review>({
      __typename: 'Review',
      id: 'r1',
      rating: 5,
      comment: 'Best mangoes this year.',
      reviewerName: 'Asha K.',
      createdAt: '2025-03-12T10:00:00.000Z',
      images: [],
    }),
    typed<Review>({
      __typename: 'Review',
      id: 'r2',
      rating: 4,
      comment: null,
      reviewerName: 'Ravi S.',
      createdAt: '2025-04-02T10:00:00.000Z',
      images: [],
    }),
  ],
  relatedProducts: [apple, banana],
});

/** Answers ProductDetail with `products` by id (null for others) and counts the requests. */
function serveProducts(...products: Detail[]) {
  const calls: string[] = [];
  server.use(
    graphql.query('ProductDetail', ({ variables }) => {
      calls.push(variables.id as string);
      return HttpResponse.json({ data: { product: products.find((p) => p.id === variables.id) ?? null } });
    }),
  );
  return calls;
}

function renderProduct(id: string, collector: PageMetaCollector | null = null) {
  return renderPage(
    <PageMetaProvider collector={collector}>
      <ProductPage />
    </PageMetaProvider>,
    { path: '/product/:id', url: `/product/${id}` },
  );
}

/** The page on a client the test prepared (a restored or pre-filled cache). */
function renderWithClient(client: ReturnType<typeof createApolloClient>, id: string) {
  return render(
    <AppProviders client={client} chakraSystem={getSystem()}>
      <MemoryRouter initialEntries={[`/product/${id}`]}>
        <CartSummaryProvider>
          <Routes>
            <Route path="/product/:id" element={<ProductPage />} />
          </Routes>
        </CartSummaryProvider>
      </MemoryRouter>
    </AppProviders>,
  );
}

const purchasePanel = () => screen.getByRole('heading', { level: 1 }).closest('div')!.parentElement!;

describe('Product page', () => {
  it('shows the product with its price, discount, unit, stock, delivery, details and reviews', async () => {
    serveProducts(mangoDetail);
    renderProduct('1');

    expect(screen.getByText('Loading product...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Alphonso Mango' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Shop' })).toHaveAttribute('href', '/shop');

    const panel = within(purchasePanel());
    expect(panel.getByText('₹150.00')).toBeInTheDocument();
    expect(panel.getByText('₹200.00').tagName).toBe('DEL');
    expect(panel.getByText('25% off')).toBeInTheDocument();
    expect(panel.getByText('You save ₹50.00')).toBeInTheDocument();
    // The api's unit rule: the alias Dozen, weight 1.5, is sold as 1.5 dozen.
    expect(panel.getByText('per 1.5 dozen')).toBeInTheDocument();
    expect(panel.getByText('In Stock')).toBeInTheDocument();
    // No invented estimate: without a location the page says how to see delivery times.
    expect(await panel.findByText('Choose a location to see delivery times')).toBeInTheDocument();
    expect(screen.queryByText(/business days/)).not.toBeInTheDocument();
    expect(screen.getByText('25% OFF')).toBeInTheDocument();

    const details = within(screen.getByRole('region', { name: 'Product Details' }));
    expect(details.getByText('Ratnagiri Alphonso, ripened naturally.')).toBeInTheDocument();
    expect(details.getByText('seasonal')).toBeInTheDocument();
    expect(details.getByText('organic')).toBeInTheDocument();
    expect(details.getByText('Variety').nextElementSibling).toHaveTextContent('Alphonso');
    expect(details.getByText('Country of Origin').nextElementSibling).toHaveTextContent('India');
    expect(details.getByText('Storage Instructions').nextElementSibling).toHaveTextContent('Keep at room temperature until ripe.');
    expect(details.getByText('Weight').nextElementSibling).toHaveTextContent('1.5 dzn');

    const reviews = within(screen.getByRole('region', { name: 'Customer Reviews' }));
    // Average to one decimal, with the count.
    expect(reviews.getByText('4.3')).toBeInTheDocument();
    expect(reviews.getByText('Based on 2 reviews')).toBeInTheDocument();
    expect(reviews.getByRole('heading', { name: 'Asha K.' })).toBeInTheDocument();
    expect(reviews.getByText('Best mangoes this year.')).toBeInTheDocument();
    expect(reviews.getByText('12 Mar 2025')).toBeInTheDocument();
    expect(reviews.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();

    const why = within(screen.getByRole('region', { name: 'Why choose our products?' }));
    for (const title of ['Quality Guarantee', 'Fast Delivery', 'Sustainable', 'Secure Shopping']) {
      expect(why.getByRole('heading', { name: title })).toBeInTheDocument();
    }

    const related = within(screen.getByRole('region', { name: 'Related Products' }));
    expect(related.getByRole('article', { name: 'Kashmiri Apple' })).toBeInTheDocument();
    expect(within(related.getByRole('heading', { name: 'Banana' })).getByRole('link')).toHaveAttribute('href', '/product/3');
  });

  it('shows "No reviews yet" with no stars and no average for a product nobody reviewed', async () => {
    serveProducts(makeDetail({ id: '7', name: 'Papaya', price: 60, unit: '' }));
    renderProduct('7');
    await screen.findByRole('heading', { level: 1, name: 'Papaya' });

    // Decisions, "Honest storefront": no invented 4.5, no stars, no "(0)".
    const reviews = within(screen.getByRole('region', { name: 'Customer Reviews' }));
    expect(reviews.queryByText('4.5')).not.toBeInTheDocument();
    expect(reviews.queryByText(/Based on/)).not.toBeInTheDocument();
    expect(reviews.getByText('No reviews yet.')).toBeInTheDocument();
    const panel = within(purchasePanel());
    expect(panel.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/\(0\)/)).not.toBeInTheDocument();
    // Spec §3: on the product page, no unit and no weight is sold by the piece.
    expect(panel.getByText('per piece')).toBeInTheDocument();
    const details = within(screen.getByRole('region', { name: 'Product Details' }));
    expect(details.getByText('Weight').nextElementSibling).toHaveTextContent('1 piece');
    // No discount: no badge, no struck price.
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
    expect(panel.queryByText(/You save/)).not.toBeInTheDocument();
    // No related products: no section.
    expect(screen.queryByRole('region', { name: 'Related Products' })).not.toBeInTheDocument();
  });

  it.each([
    [0, 'Out of Stock'],
    [1, 'Only 1 left'],
    [10, 'Only 10 left'],
    [11, 'In Stock'],
  ])('shows the stock badge for %i in stock as %s', async (stockQuantity, label) => {
    serveProducts(makeDetail({ id: '5', name: 'Guava', stockQuantity }));
    renderProduct('5');
    await screen.findByRole('heading', { level: 1, name: 'Guava' });
    const panel = within(purchasePanel());
    expect(panel.getAllByText(label).some((el) => el.tagName === 'SPAN')).toBe(true);
  });

  it('disables Add to Cart with the label Out of Stock at 0 stock', async () => {
    serveProducts(makeDetail({ id: '5', name: 'Guava', stockQuantity: 0 }));
    renderProduct('5');
    await screen.findByRole('heading', { level: 1, name: 'Guava' });
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Quantity of Guava' })).toBeDisabled();
  });

  it('keeps the quantity at 1 or more and within stock', async () => {
    serveProducts(makeDetail({ id: '5', name: 'Guava', stockQuantity: 3 }));
    const user = userEvent.setup();
    renderProduct('5');
    const quantity = await screen.findByRole('textbox', { name: 'Quantity of Guava' });
    expect(quantity).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Decrease quantity of Guava' })).toBeDisabled();

    await user.clear(quantity);
    await user.type(quantity, 'abc{Enter}');
    expect(quantity).toHaveValue('1');

    const increase = screen.getByRole('button', { name: 'Increase quantity of Guava' });
    await user.click(increase);
    await user.click(increase);
    expect(quantity).toHaveValue('3');
    expect(increase).toBeDisabled();
  });

  it("keeps a guest on the page when they press Add to Cart: the line goes into this device's cart (decisions: Guest cart)", async () => {
    serveProducts(mangoDetail);
    const user = userEvent.setup();
    renderProduct('1');
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem('guestCart') ?? '[]')).toEqual([{ productId: '1', quantity: 1 }]));
    expect(currentLocation()).toBe('/product/1');
  });

  it('toggles the wishlist heart, kept in localStorage for a guest', async () => {
    serveProducts(mangoDetail);
    const user = userEvent.setup();
    renderProduct('1');
    await screen.findByRole('heading', { level: 1, name: 'Alphonso Mango' });
    const heart = within(purchasePanel()).getByRole('button', { name: 'Save Alphonso Mango to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(window.localStorage.getItem('wishlist') ?? '[]')).toEqual(['1']);
  });

  it('switches the main picture from the thumbnails and falls back to the placeholder for a broken one', async () => {
    serveProducts(mangoDetail);
    const user = userEvent.setup();
    renderProduct('1');
    const main = await screen.findByRole('img', { name: 'Alphonso Mango, picture 1 of 2' });
    expect(main).toHaveAttribute('src', '/uploads/products/mango.svg');

    await user.click(screen.getByRole('button', { name: 'Show picture 2 of 2' }));
    const second = screen.getByRole('img', { name: 'Alphonso Mango, picture 2 of 2' });
    expect(second).toHaveAttribute('src', '/uploads/products/mango-2.svg');
    expect(screen.getByRole('button', { name: 'Show picture 2 of 2' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.error(second);
    expect(second).toHaveAttribute('src', PRODUCT_IMAGE_PLACEHOLDER);
  });

  it("shows 'Failed to load product. Please try again later.' with Go Back, and recovers on Try Again", async () => {
    let fail = true;
    server.use(
      graphql.query('ProductDetail', () =>
        fail
          ? HttpResponse.json({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] })
          : HttpResponse.json({ data: { product: mangoDetail } }),
      ),
    );
    const user = userEvent.setup();
    renderProduct('1');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load product. Please try again later.');
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Alphonso Mango' })).toBeInTheDocument();
  });

  it("shows 'Product not found' and declares HTTP 404 for an unknown product; Go Back leaves", async () => {
    const calls = serveProducts();
    const collector = new PageMetaCollector();
    const user = userEvent.setup();
    renderProduct('999', collector);

    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(collector.status).toBe(404);
    expect(collector.head).toMatchObject({ title: 'Product not found', noindex: true });
    expect(calls).toEqual(['999']);

    // Opened directly (no history): Go Back leads to the shop.
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(currentLocation()).toBe('/shop'));
  });

  it.each(['abc', '0', '12abc', '99999999999'])('treats the malformed id %s as not found without asking the api', async (id) => {
    const calls = serveProducts(mangoDetail);
    const collector = new PageMetaCollector();
    renderProduct(id, collector);
    expect(screen.getByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(collector.status).toBe(404);
    expect(calls).toEqual([]);
  });

  it('stays on not found without asking again once the cache holds the null answer', async () => {
    const calls = serveProducts();
    renderProduct('999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    // The cache's `product` read policy must not turn the stored null into a missing product.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toEqual(['999']);
    expect(screen.getByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
  });

  it('renders not found at once from a restored cache that holds the null answer (hydration after a server 404)', async () => {
    const calls = serveProducts();
    const client = createApolloClient(TEST_GRAPHQL_URL);
    client.cache.restore({ ROOT_QUERY: { __typename: 'Query', 'product({"id":"999"})': null } });
    renderWithClient(client, '999');
    // The first render is what the server rendered: no loading state in between.
    expect(screen.getByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toEqual([]);
  });

  it('fetches the detail fields when a list already put the product in the cache', async () => {
    const calls = serveProducts(mangoDetail);
    const client = createApolloClient(TEST_GRAPHQL_URL);
    // A card list (the shop grid) cached the product with the card's fields only.
    client.writeFragment({
      fragment: ProductCardFragment,
      data: makeProduct({ id: '1', name: 'Alphonso Mango', price: 200, discountPrice: 150 }),
    });
    renderWithClient(client, '1');
    expect(screen.getByText('Loading product...')).toBeInTheDocument();
    expect(await screen.findByText('Ratnagiri Alphonso, ripened naturally.')).toBeInTheDocument();
    expect(calls).toEqual(['1']);
  });

  it('declares the title, canonical URL, image and schema.org Product JSON-LD', async () => {
    serveProducts(mangoDetail);
    const collector = new PageMetaCollector();
    renderProduct('1', collector);
    await screen.findByRole('heading', { level: 1, name: 'Alphonso Mango' });

    expect(collector.status).toBe(200);
    expect(collector.head).toMatchObject({
      title: 'Alphonso Mango',
      description: 'Ratnagiri Alphonso, ripened naturally.',
      canonicalPath: '/product/1',
      image: '/uploads/products/mango.svg',
      type: 'product',
    });
    expect(collector.head?.jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Alphonso Mango',
      image: ['/uploads/products/mango.svg', '/uploads/products/mango-2.svg'],
      description: 'Ratnagiri Alphonso, ripened naturally.',
      sku: '1',
      productID: '1',
      category: "season's special",
      offers: {
        '@type': 'Offer',
        priceCurrency: 'INR',
        price: '150.00',
        availability: 'https://schema.org/InStock',
        url: '/product/1',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.3', reviewCount: 2 },
    });

    // In the document head, with the URLs made absolute.
    await waitFor(() => expect(document.head.querySelector('script[type="application/ld+json"]')).not.toBeNull());
    const inHead = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!) as {
      offers: { url: string };
      image: string[];
    };
    expect(inHead.offers.url).toBe(`${window.location.origin}/product/1`);
    expect(inHead.image[0]).toBe(`${window.location.origin}/uploads/products/mango.svg`);
    expect(document.title).toBe('Alphonso Mango | FruitShop');
  });
});

describe('product page values', () => {
  it('reads only whole positive ids that fit the database', () => {
    expect(parseProductId('42')).toBe('42');
    expect(parseProductId('007')).toBe('7');
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '2147483648', '12345678901']) expect(parseProductId(bad)).toBeNull();
  });

  it('puts the stock thresholds at 0, 1–10 and above 10', () => {
    expect(stockStatus(0)).toEqual({ tone: 'out', label: 'Out of Stock' });
    expect(stockStatus(-2).tone).toBe('out');
    expect(stockStatus(1)).toEqual({ tone: 'low', label: 'Only 1 left' });
    expect(stockStatus(10)).toEqual({ tone: 'low', label: 'Only 10 left' });
    expect(stockStatus(11)).toEqual({ tone: 'in', label: 'In Stock' });
  });

  it('lists the main image first and each picture once; the placeholder when there is none', () => {
    expect(galleryImages('/a.svg', ['/a.svg', '/b.svg', '', '/b.svg'])).toEqual(['/a.svg', '/b.svg']);
    expect(galleryImages(null, ['/b.svg'])).toEqual(['/b.svg']);
    expect(galleryImages(null, [])).toEqual([PRODUCT_IMAGE_PLACEHOLDER]);
  });

  it('claims no rating in JSON-LD without reviews, and says out of stock at 0', () => {
    const ld = productJsonLd({
      id: '9',
      name: 'Kiwi',
      images: ['/k.svg'],
      unitPrice: 99.5,
      stockQuantity: 0,
      averageRating: null,
      reviewCount: 0,
    });
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('description');
    expect(ld.offers).toMatchObject({ price: '99.50', priceCurrency: 'INR', availability: 'https://schema.org/OutOfStock' });
  });

  it('cuts a long description near 160 characters at a word, and writes one when there is none', () => {
    const long = 'word '.repeat(60);
    const cut = metaDescription('Kiwi', long, '₹99.50 per kg');
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
    expect(metaDescription('Kiwi', '  ', '₹99.50 per kg')).toBe('Buy Kiwi online at FruitShop: ₹99.50 per kg, farm fresh and delivered fast.');
  });
});
