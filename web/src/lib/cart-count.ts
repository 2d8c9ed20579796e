export const CART_BADGE_CAP = 99;

/** Badge text for the cart button: null hides the badge (empty cart), above the cap it reads '99+'. */
export function formatCartCount(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(Math.floor(count));
}
