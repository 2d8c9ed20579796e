/**
 * Marks a root query field (`@Extensions(GUEST_CACHED)`) or a REST route (`guestCache: true`)
 * whose answer to a guest is a function of its arguments and of what the catalogue version
 * covers (the tables whose triggers advance catalog_version_seq: products, categories, reviews
 * and their reviewers' names, blogs, plans), and of nothing else: not the viewer, not the clock,
 * not another table. The HTTP server may then answer a repeat of the same request from memory
 * while that version holds (http/response-cache.ts). Every field reachable from such a root
 * must keep to the same rule; a field that reads anything else makes its roots uncacheable.
 */
export const GUEST_CACHED = { guestCache: true } as const;

/** Whether a field's extensions carry the mark. */
export const isGuestCached = (extensions: Readonly<Record<string, unknown>> | null | undefined): boolean => extensions?.guestCache === true;

/**
 * Marks a root query field (`@Extensions(DEPS_TRACKED)`) or a REST route (`depsTracked: true`)
 * whose every read of the product table, its own and its fields', records what it read on
 * `ctx.cacheDeps` (core/cache-deps.ts). A cached page or answer that ran only such roots
 * survives an edit of a product it does not show; one that ran any other root depends on every
 * change. A root that reads no product at all may carry it too. Whoever adds a product read
 * below a marked root records it, or takes the mark off.
 */
export const DEPS_TRACKED = { depsTracked: true } as const;

export const isDepsTracked = (extensions: Readonly<Record<string, unknown>> | null | undefined): boolean => extensions?.depsTracked === true;
