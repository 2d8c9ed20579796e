import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserMissing, useBrowser, waitForContent } from './support/browser';
import { newCustomer } from './support/customers';

const PHONE = { width: 390, height: 844 };

describe.skipIf(browserMissing())('phone layout', () => {
  const browser = useBrowser();

  it('shows the bottom bar with Home, Shop and Cart on /shop', async () => {
    const { page, errors } = await browser.open({ viewport: PHONE, isMobile: true, hasTouch: true });
    await page.goto('/shop');
    await waitForContent(page, page.getByRole('heading', { name: 'Our Premium Collection' }));

    // The bar is the navigation that holds Home, Shop and a Cart control (the footer and
    // the closed menu drawer hold links too, but no cart).
    const bar = page
      .getByRole('navigation')
      .filter({ has: page.getByRole('link', { name: 'Home', exact: true }) })
      .filter({ has: page.getByRole('link', { name: 'Shop', exact: true }) })
      .filter({ has: page.getByRole('button', { name: /^Cart\b/ }) });
    await bar.waitFor({ state: 'visible' });
    expect(await bar.count()).toBe(1);
    for (const control of [
      bar.getByRole('link', { name: 'Home', exact: true }),
      bar.getByRole('link', { name: 'Shop', exact: true }),
      bar.getByRole('button', { name: /^Cart\b/ }),
    ]) {
      expect(await control.isVisible()).toBe(true);
    }

    // Pinned to the bottom of the screen, inside it.
    const box = await bar.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThan(PHONE.height / 2);
    expect(Math.abs(box!.y + box!.height - PHONE.height)).toBeLessThanOrEqual(2);
    expect(errors).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  it("lays the account page's tabs side by side without overlap at 390 and 320 px (the row scrolls)", async () => {
    const customer = await newCustomer({ firstName: 'Tara', lastName: 'Phone', emailPrefix: 'e2e-tabs' });
    for (const width of [390, 320]) {
      const { page, errors } = await browser.open({ viewport: { width, height: 844 }, isMobile: true, hasTouch: true });
      await page.addInitScript(({ token, user }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify({ ...user, id: String(user.id) }));
        localStorage.setItem('sessionExpiresAt', String(Date.now() + 86_400_000));
      }, customer);
      await page.goto('/account');
      const tabs = page.getByRole('tab');
      await waitForContent(page, page.getByRole('tab', { name: 'Addresses' }));
      const boxes = await tabs.evaluateAll((elements) =>
        elements.map((tab) => {
          const box = tab.getBoundingClientRect();
          return { name: tab.textContent?.trim() ?? '', left: box.left, right: box.right, clipped: tab.scrollWidth > tab.clientWidth + 1 };
        }),
      );
      expect(boxes.map((b) => b.name)).toEqual(['Profile', 'My Orders', 'My Subscriptions', 'Addresses', 'Help & Support']);
      for (let i = 1; i < boxes.length; i++) expect(boxes[i].left, `${boxes[i].name} at ${width} px`).toBeGreaterThanOrEqual(boxes[i - 1].right - 0.5);
      expect(boxes.filter((b) => b.clipped).map((b) => b.name), `at ${width} px`).toEqual([]);
      // The last tab is reachable by scrolling the row, and selecting it works.
      await page.getByRole('tab', { name: 'Help & Support' }).click();
      await expect.poll(() => page.getByRole('tab', { name: 'Help & Support' }).getAttribute('aria-selected')).toBe('true');
      expect(errors).toEqual([]);
    }
  });
});
