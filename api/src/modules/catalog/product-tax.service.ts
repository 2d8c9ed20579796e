import type { EntityManager } from '@mikro-orm/postgresql';

/** A product's GST classification (issue 39 part 4): what its invoice line prints and charges. */
export interface ProductTax {
  hsnCode: string | null;
  /** Percent. */
  gstRate: number;
}

export const productTaxService = {
  /** The HSN code and GST rate of each product, by id (one statement; unknown ids are left out). */
  async of(em: EntityManager, productIds: readonly number[]): Promise<Map<number, ProductTax>> {
    if (!productIds.length) return new Map();
    const rows = await em.execute<{ id: number; hsn_code: string | null; gst_rate: string }[]>(
      'select "id", "hsn_code", "gst_rate"::text from "product" where "id" = any(?::int[])',
      [`{${[...new Set(productIds)].join(',')}}`],
    );
    return new Map(rows.map((r) => [r.id, { hsnCode: r.hsn_code, gstRate: Number(r.gst_rate) }]));
  },
};
