import { ApolloClient, ApolloLink, type InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createApolloCache, prepareQueries } from '../../web/src/app/apollo-client';
import { firstRenderQueries, preloadMatchedRoutes } from '../../web/src/app/router';
import { SectionProductsQuery } from '../../web/src/features/catalog/section-products';
import { HomeSectionsQuery } from '../../web/src/features/home/home-sections';
import { BlogListQuery } from '../../web/src/app/routes/blog-page';
import { BlogPostQuery } from '../../web/src/app/routes/blog-post-page';
import { CategoriesPageQuery } from '../../web/src/app/routes/categories-page';
import { FaqPageQuery } from '../../web/src/app/routes/faq-page';
import { ProductDetailQuery } from '../../web/src/app/routes/product-page';
import { ShopCategoriesQuery, ShopProductsQuery } from '../../web/src/app/routes/shop-page';
import { SubscriptionPlansQuery } from '../../web/src/app/routes/subscriptions-page';

/** A client whose link records every operation it is asked to run (and answers none). */
function recordingClient(cache: InMemoryCache = createApolloCache()) {
  const operations: string[] = [];
  const link = new ApolloLink((operation) => {
    operations.push(operation.operationName ?? '?');
    return new Observable(() => undefined);
  });
  return { client: new ApolloClient({ link, cache }), operations };
}

// Before hydrating, the browser prepares the page's query documents (client-main.tsx) so the
// page's first useQuery does only its cache read. Preparing must not fetch, write or leave a
// query behind that a later refetch would run.
describe('prepareQueries', () => {
  it('fetches nothing, writes nothing and leaves no query watching', async () => {
    const cache = createApolloCache();
    const { client, operations } = recordingClient(cache);
    await prepareQueries(client, [ShopProductsQuery, ProductDetailQuery, ShopProductsQuery]);
    expect(operations).toEqual([]);
    expect(cache.extract()).toEqual({});
    expect(client.getObservableQueries('all').size).toBe(0);
  });

  it("leaves the page's own query working as before", async () => {
    const cache = createApolloCache();
    const data = {
      shopSettings: { __typename: 'ShopSettings', deliveryFee: 40, freeDeliveryThreshold: 500, handlingFee: 10 },
      shopProfile: { __typename: 'ShopProfile', tradeName: 'Kesar Fruits', phone: '+919800000000', email: 'help@kesar.example', supportHours: 'Daily 8-8', reportWindowHours: 24 },
    };
    cache.writeQuery({ query: FaqPageQuery, data: data as never });
    const { client, operations } = recordingClient(cache);
    await prepareQueries(client, [FaqPageQuery]);
    const result = await client.query({ query: FaqPageQuery });
    expect(result.data).toEqual(data);
    expect(operations).toEqual([]);
  });
});

describe("the pages' first-render queries", () => {
  it.each([
    ['/', [HomeSectionsQuery, SectionProductsQuery]],
    ['/shop', [ShopProductsQuery, ShopCategoriesQuery]],
    ['/products', [ShopProductsQuery, ShopCategoriesQuery]],
    ['/product/7', [ProductDetailQuery]],
    ['/categories', [CategoriesPageQuery]],
    ['/blog', [BlogListQuery]],
    ['/blog/3', [BlogPostQuery]],
    ['/subscriptions', [SubscriptionPlansQuery]],
    ['/faq', [FaqPageQuery]],
    ['/about', []],
  ] as const)('%s prepares the query its page runs first', async (pathname, expected) => {
    const pages = await preloadMatchedRoutes({ pathname });
    expect(firstRenderQueries(pages)).toEqual(expected);
  });
});
