import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentExportName, graphqlDocuments } from '../../web/build/graphql-documents';
import { ShopProductsQuery } from '../../web/src/app/routes/shop-page';
import { ShopProductsDocument } from '../../web/src/gql/graphql';

const root = mkdtempSync(join(tmpdir(), 'gql-'));
const generated = join(root, 'gql', 'graphql.ts');
mkdirSync(dirname(generated));
writeFileSync(
  generated,
  [
    'export type ShopQuery = { a: 1 };',
    'export const ShopDocument = {"kind":"Document","definitions":[]} as unknown as DocumentNode<ShopQuery, ShopQueryVariables>;',
    'export const Card_ItemFragmentDoc = {"kind":"Document","definitions":[1]} as unknown as DocumentNode<Card_ItemFragment, unknown>;',
    '',
  ].join('\n'),
);

type Transform = (code: string, id: string) => { code: string } | null;
const transform = (code: string, id = `${root}/routes/x.tsx`) => {
  const plugin = graphqlDocuments({ generatedFile: generated });
  const context = { error: (message: string) => { throw new Error(message); } };
  return (plugin.transform as unknown as Transform).call(context, code, id);
};

describe('graphql() → generated document rewrite', () => {
  it('names documents as the client preset does', () => {
    expect(documentExportName('query ShopProducts($a: Int) { x }')).toBe('ShopProductsDocument');
    expect(documentExportName('\n  mutation addToCart { x }')).toBe('AddToCartDocument');
    expect(documentExportName('fragment ProductCard_product on Product { id }')).toBe('ProductCard_ProductFragmentDoc');
    expect(() => documentExportName('{ products { id } }')).toThrow(/no named operation/);
  });

  it('inlines the document where it is used and drops the helper with its map of every document', () => {
    const source = [
      "import { graphql } from '../../gql';",
      "import { useQuery } from '@apollo/client/react';",
      'export const Q = graphql(`',
      '  query Shop { products { id } }',
      '`);',
      'const F = graphql(`fragment Card_item on Product { id }`);',
      '',
    ].join('\n');
    const out = transform(source)!.code;
    expect(out).not.toContain('graphql');
    expect(out).toContain('export const Q = /* ShopDocument */ {"kind":"Document","definitions":[]};');
    expect(out).toContain('const F = /* Card_ItemFragmentDoc */ {"kind":"Document","definitions":[1]};');
    expect(out).toContain("import { useQuery } from '@apollo/client/react';");
  });

  it('fails the build when codegen has not been run for a document', () => {
    expect(() => transform('const Q = graphql(`query Missing { x }`);')).toThrow(/no generated document "MissingDocument".*npm run codegen/);
  });

  it('leaves generated code and files without graphql() alone', () => {
    expect(transform('const a = 1;')).toBeNull();
    expect(transform('graphql(`query Shop { x }`)', `${dirname(generated)}/gql.ts`)).toBeNull();
    expect(transform('graphql(`query Shop { x }`)', `${dirname(root)}/tests/x.test.ts`)).toBeNull();
  });

  it('is what the web suite runs: a page query is the generated document', () => {
    expect(ShopProductsQuery).toEqual(ShopProductsDocument);
  });
});
