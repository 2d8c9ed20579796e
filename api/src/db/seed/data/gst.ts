/*
 * The demo catalogue's GST classification (issue 39 part 4, docs/decisions/0042-gst-invoices.md),
 * the same rule the gst_invoices migration applies to an existing shop's products: fresh fruit is
 * nil-rated (chapter 08, 0 %), the dry-fruits category is taxed at 5 %, and the 4-digit HSN
 * heading follows the fruit the name says. A demo's choice: the shop's accountant confirms them.
 */

const DRY: [RegExp, string][] = [
  [/cashew|coconut|copra/i, '0801'],
  [/almond|walnut|pistachio|hazel|macadamia|pine nut|nut/i, '0802'],
  [/date|fig|khajur|anjeer/i, '0804'],
  [/raisin|kishmish|munakka|sultana/i, '0806'],
];

const FRESH: [RegExp, string][] = [
  [/coconut/i, '0801'],
  [/custard apple|sitaphal|pomegranate/i, '0810'],
  [/banana|plantain/i, '0803'],
  [/mango|pineapple|avocado|guava|mangosteen|date|fig/i, '0804'],
  [/orange|lemon|lime|mosambi|sweet lime|grapefruit|mandarin|kinnow|citrus|pomelo/i, '0805'],
  [/grape/i, '0806'],
  [/melon|papaya/i, '0807'],
  [/apple|pear|quince/i, '0808'],
  [/cherr|peach|plum|apricot|nectarine/i, '0809'],
];

/** The HSN code and GST rate (percent) of a seeded product. */
export function seedTaxOf(product: { name: string; categorySlug: string }): { hsnCode: string; gstRate: number } {
  const dry = product.categorySlug === 'dry-fruits';
  const hsnCode = (dry ? DRY : FRESH).find(([pattern]) => pattern.test(product.name))?.[1] ?? (dry ? '0813' : '0810');
  return { hsnCode, gstRate: dry ? 5 : 0 };
}
