import { expect, openPage, test } from './support/sites.ts';

/**
 * Time from the click on a sidebar link to the new page's heading, in the
 * page's own clock. Prefetching is off and each run uses a fresh browser
 * context, so the payload is never cached and is fetched after the click.
 */
test('a client-side navigation between two doc pages takes under 100 ms with the payload not cached', async ({
  browser,
  reader,
}) => {
  const samples: number[] = [];
  for (let run = 0; run < 5; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) }),
    );
    const fetched: string[] = [];
    page.on('request', (r) => r.url().includes('/data/about/configuration.') && fetched.push(r.url()));
    await openPage(page, `${reader.url}/docs/about/intro`);
    await page.waitForTimeout(200);
    expect(fetched).toEqual([]);
    const elapsed = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let start = 0;
          document.addEventListener('click', () => (start = performance.now()), { capture: true, once: true });
          new MutationObserver((_, observer) => {
            if (document.querySelector('h1')?.textContent !== 'Configuração') return;
            observer.disconnect();
            resolve(performance.now() - start);
          }).observe(document.body, { childList: true, subtree: true, characterData: true });
        }),
    );
    await page
      .getByRole('navigation', { name: 'Documentação', exact: true })
      .getByRole('link', { name: 'Configuração' })
      .click();
    samples.push(await elapsed);
    expect(fetched).toHaveLength(1);
    await context.close();
  }
  samples.sort((a, b) => a - b);
  const median = samples[2]!;
  console.log(
    `client-side navigation, payload not cached: median ${median.toFixed(1)} ms (runs: ${samples.map((s) => s.toFixed(1)).join(', ')})`,
  );
  test.info().annotations.push({ type: 'navigation median (ms)', description: median.toFixed(1) });
  expect(median).toBeLessThan(100);
});
