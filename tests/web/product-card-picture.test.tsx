import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ProductCard } from '../../web/src/components/product-card';
import { PRODUCT_IMAGE_PLACEHOLDER } from '../../web/src/components/product-image';
import { mango } from '../fixtures/products.fixture';

/* Pictures for phones (decision 0035): a card names the picture's AVIF and WebP variants in srcset. */

afterEach(cleanup);

const stored = { ...mango, image: '/uploads/products/mango.png' };
const card = (product: typeof mango) => <ProductCard product={product} onAdd={() => undefined} inWishlist={false} onToggleWishlist={() => undefined} />;

describe('a product card’s picture', () => {
  it('is a <picture> with AVIF and WebP sources in three widths, and a PNG fallback, the same on the server', () => {
    const html = renderToString(card(stored));
    expect(html).toContain(
      '<source type="image/avif" srcSet="/uploads/products/mango.png.w360.avif 360w, /uploads/products/mango.png.w600.avif 600w, /uploads/products/mango.png.w1200.avif 1200w"',
    );
    expect(html).toMatch(/<source type="image\/webp" srcSet="[^"]*mango\.png\.w600\.webp 600w[^"]*" sizes="[^"]*46vw"/);

    render(card(stored));
    const img = screen.getByRole('img', { name: stored.name });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(img).toHaveAttribute('src', '/uploads/products/mango.png.w600.png');
    expect([...img.parentElement!.querySelectorAll('source')].map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
  });

  it('falls back to the placeholder, without sources, when the picture cannot be loaded', () => {
    render(card(stored));
    fireEvent.error(screen.getByRole('img', { name: stored.name }));
    const img = screen.getByRole('img', { name: stored.name });
    expect(img).toHaveAttribute('src', PRODUCT_IMAGE_PLACEHOLDER);
    expect(img.parentElement?.tagName).not.toBe('PICTURE');
  });

  it('shows another site’s address as it is', () => {
    render(card({ ...mango, image: 'https://cdn.example.com/mango.jpg' }));
    const img = screen.getByRole('img', { name: mango.name });
    expect(img).toHaveAttribute('src', 'https://cdn.example.com/mango.jpg');
    expect(img).not.toHaveAttribute('srcset');
  });
});
