import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

// What the shell needs to know about the cart: a count for badges and a way to open it.
// The cart feature will provide the real values; until then the cart is empty and,
// since the cart needs a signed-in customer (spec §5), opening it goes to sign-in.
export interface CartSummary {
  itemCount: number;
  openCart: () => void;
}

const CartSummaryContext = createContext<CartSummary | null>(null);

export function CartSummaryProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const value = useMemo<CartSummary>(
    () => ({ itemCount: 0, openCart: () => navigate('/login') }),
    [navigate],
  );
  return <CartSummaryContext.Provider value={value}>{children}</CartSummaryContext.Provider>;
}

export function useCartSummary(): CartSummary {
  const value = useContext(CartSummaryContext);
  if (!value) throw new Error('useCartSummary must be used inside <CartSummaryProvider>');
  return value;
}
