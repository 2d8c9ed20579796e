import { describe, expect, it } from 'vitest';
import { appUrl, browserMissing, useBrowser } from './support/browser';

// Integrators open /graphql in a browser. The explorer (GraphiQL through Ruru) and every file
// it needs come from the shop, so it works on a machine with no internet, as this one is.
describe.skipIf(browserMissing())('the GraphQL explorer at /graphql', () => {
  const browser = useBrowser();

  it('loads without internet, runs a query and shows its answer, within its CSP', async () => {
    const { page, errors } = await browser.open();
    const offsite: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(appUrl()) && !/^(data|blob):/.test(url)) offsite.push(url);
    });
    await page.goto('/graphql');
    const run = page.getByRole('button', { name: /execute query/i });
    await run.waitFor({ timeout: 30_000 });

    // Monaco's editor takes keys like a text area: replace the default query with ours.
    await page.locator('.graphiql-query-editor .monaco-editor').first().click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    // Inserted as a paste would be: typed, Monaco would close the braces itself.
    await page.keyboard.insertText('{ categories { name } }');
    await run.click();
    await expect.poll(() => page.locator('.graphiql-response').innerText(), { timeout: 20_000 }).toContain('"categories"');
    expect(await page.getByRole('link', { name: /Apollo Sandbox/ }).count()).toBe(1);
    expect(offsite).toEqual([]);
    expect(errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
  });
});
