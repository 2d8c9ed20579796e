import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { detailUnit, detailWeight } from '@fruit-shop/common/units';
import { ProductCard } from '../../web/src/components/product-card';
import { setStockAlertRequester, setWaitingStockAlerts, useStockAlerts } from '../../web/src/lib/stock-alert-store';
import { almonds, mango } from '../fixtures/products.fixture';

afterEach(() => {
  cleanup();
  setStockAlertRequester(null);
  setWaitingStockAlerts([]);
});

const card = (product: typeof almonds, props: { alertSet?: boolean; onNotify?: (p: { id: string; name: string }) => void } = {}) =>
  render(<ProductCard product={product} onAdd={() => undefined} inWishlist={false} onToggleWishlist={() => undefined} {...props} />);

describe('Notify me on a product card', () => {
  it('offers Notify me beside the disabled Out of Stock, and keeps the heart', async () => {
    const onNotify = vi.fn();
    card(almonds, { onNotify });
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.getByRole('button', { name: `Save ${almonds.name} to wishlist` })).toHaveAttribute('data-early-toggle');
    await userEvent.click(screen.getByRole('button', { name: `Notify me when ${almonds.name} is back in stock` }));
    expect(onNotify).toHaveBeenCalledWith({ id: almonds.id, name: almonds.name });
  });

  it('says the alert is set (pressed, disabled), and offers nothing for an in-stock product', () => {
    card(almonds, { alertSet: true, onNotify: () => undefined });
    const set = screen.getByRole('button', { name: `We'll notify you when ${almonds.name} is back in stock` });
    expect(set).toBeDisabled();
    expect(set).toHaveAttribute('aria-pressed', 'true');
    cleanup();
    card(mango, { onNotify: () => undefined });
    expect(screen.queryByRole('button', { name: /Notify me/ })).not.toBeInTheDocument();
  });
});

describe('the stock alert store', () => {
  function Probe({ id }: { id: string }) {
    const alerts = useStockAlerts();
    return (
      <button type="button" onClick={() => alerts.request({ id, name: 'Almonds' })}>
        {alerts.has(id) ? 'waiting' : 'not waiting'}
      </button>
    );
  }

  it('hands a request to whoever is registered and shows the waiting ids', async () => {
    const requester = vi.fn();
    setStockAlertRequester(requester);
    render(<Probe id="4" />);
    await userEvent.click(screen.getByRole('button', { name: 'not waiting' }));
    expect(requester).toHaveBeenCalledWith({ id: '4', name: 'Almonds' });
    act(() => setWaitingStockAlerts(['4']));
    expect(screen.getByRole('button', { name: 'waiting' })).toBeInTheDocument();
  });
});

describe("the product page's unit (spec §3)", () => {
  it.each([
    ['kg', 1.5, 'kg', '1.5 kg'],
    ['', 250, 'gm', '250 gm'],
    [null, null, 'pcs', '1 piece'],
    ['Dozen', 0, 'dzn', '1 piece'],
  ] as const)('unit %j with weight %j shows %s and %s', (unit, weight, shown, weightLine) => {
    expect(detailUnit(unit, weight)).toBe(shown);
    expect(detailWeight(weight, shown)).toBe(weightLine);
  });
});
