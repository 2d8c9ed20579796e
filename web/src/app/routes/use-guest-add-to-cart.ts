import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toaster } from '../../components/app-toaster';

/**
 * What Add does for a guest. The spec sends guests to different places per page
 * (home → /login, shop → /), so each page passes its own target. The cart issue
 * replaces this for signed-in customers.
 */
export function useGuestAddToCart(redirectTo: string) {
  const navigate = useNavigate();
  return useCallback(() => {
    toaster.create({ type: 'info', title: 'Please sign in to add items to your cart' });
    navigate(redirectTo);
  }, [navigate, redirectTo]);
}
