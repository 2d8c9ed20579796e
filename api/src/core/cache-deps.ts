/*
 * What a cached guest page or answer shows of the product table (issue 37, docs/decisions/0036),
 * so that an admin's edit of one product drops only the entries that show it, not every entry.
 *
 * A request collects its dependencies as it reads (the catalogue's read functions record them
 * on `ctx.cacheDeps`):
 * - the products whose rows it shows (by id, also one looked up and not found: it may appear);
 * - the lists it shows (a page of products, related products, a category's count), each with
 *   its scope (one category, by id or slug, or all) and the columns that choose and order its
 *   members beyond the ones every list depends on (`is_active`, `category_id`): a price sort
 *   depends on the prices of products it does not show, a search on their names.
 * An edit of product P (the columns it changed, P's category before and after) affects an entry
 * when the entry shows P, or one of its lists is in scope of P's category and depends on a
 * changed column. Anything the request read that is not tracked (a GraphQL root not marked
 * DEPS_TRACKED, a REST route without `depsTracked`) makes it depend on every change, as before.
 * Writes to other catalogue tables (categories, reviews, blogs, plans) and inserts or deletes of
 * products still drop every entry: they advance the version without a product change.
 */

/** Columns every list depends on: whether a product is listed at all, and where. */
const MEMBERSHIP_COLUMNS = ['is_active', 'category_id'] as const;

export interface ListShape {
  /** A category id ("3") or slug ("top-deals"), or null for every category. */
  scope: string | null;
  /** Columns, beyond membership, that choose or order the list's members. */
  columns: readonly string[];
  /** A search's text (lower case): a rename matters to it only when either name contains it. */
  match?: string;
}

/** One edit of a product row (migration 20261205090000_product_changes). */
export interface ProductChange {
  seq: number;
  productId: number;
  /** The product's category before and after (ids and slugs, as text). */
  categories: readonly string[];
  /** The columns whose values changed (stock and timestamps left out). */
  columns: readonly string[];
  /** For a rename, the names before and after. */
  names?: readonly string[];
}

/** What an entry depends on; `all`: every change of the catalogue. */
export type Dependencies = { all: true } | { all: false; products: ReadonlySet<number>; lists: readonly ListShape[] };

export const ALL: Dependencies = { all: true };

/** The dependencies one request collects (shared by Apollo's copies of its context). */
export class CacheDeps {
  private products: Set<number> | undefined;
  private lists: ListShape[] | undefined;
  private everything = false;

  product(id: number): void {
    (this.products ??= new Set()).add(id);
  }

  productsOf(items: readonly { id: number }[]): void {
    for (const item of items) this.product(item.id);
  }

  list(scope: string | number | null | undefined, columns: readonly string[] = [], match?: string): void {
    (this.lists ??= []).push({ scope: scope == null ? null : String(scope).toLowerCase(), columns, ...(match === undefined ? {} : { match: match.toLowerCase() }) });
  }

  /** Read something untracked: the entry depends on every change. */
  all(): void {
    this.everything = true;
  }

  snapshot(): Dependencies {
    if (this.everything) return ALL;
    return { all: false, products: this.products ?? new Set(), lists: this.lists ?? [] };
  }
}

/** Whether `change` may alter what an entry with these dependencies shows. */
export function affects(deps: Dependencies, change: ProductChange): boolean {
  if (deps.all) return true;
  if (deps.products.has(change.productId)) return true;
  for (const list of deps.lists) {
    if (list.scope !== null && !change.categories.includes(list.scope)) continue;
    const relevant = change.columns.filter((c) => (MEMBERSHIP_COLUMNS as readonly string[]).includes(c) || list.columns.includes(c));
    if (!relevant.length) continue;
    if (relevant.length === 1 && relevant[0] === 'name' && list.match !== undefined && change.names && !renameMatters(change.names, list.match)) continue;
    return true;
  }
  return false;
}

/**
 * Whether a rename can move a product into or out of a search for `match` (the list's text,
 * lower case; SQL compares with ILIKE). Names outside plain ASCII always count: JavaScript's
 * case folding need not be the database's.
 */
function renameMatters(names: readonly string[], match: string): boolean {
  return names.some((name) => !/^[\x20-\x7e]*$/.test(name) || !/^[\x20-\x7e]*$/.test(match) || name.toLowerCase().includes(match));
}
