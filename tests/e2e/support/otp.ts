import type { Locator } from 'playwright-core';

/**
 * Types a one-time code into the six boxes under `scope`, then waits until the last box holds
 * its digit and two frames have passed. The pin-input machine moves focus from box to box in
 * animation frames; on a busy machine one could land after the test has moved on and take the
 * focus (and the typing) from the next field, which then stayed empty.
 */
export async function typeCode(scope: Locator, code: string): Promise<void> {
  await scope.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await scope.page().keyboard.type(code);
  const last = scope.getByRole('textbox', { name: 'Digit 6 of 6' });
  await last.page().waitForFunction(
    ({ digit }) => [...document.querySelectorAll('input[aria-label="Digit 6 of 6"]')].some((box) => (box as HTMLInputElement).value === digit),
    { digit: code.at(-1) },
  );
  await last.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
