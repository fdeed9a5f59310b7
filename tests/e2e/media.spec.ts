import { expect, test } from '@playwright/test';
import { routeShardFile } from '../../format/route-shards.ts';
import type { Manifest, RouteShard } from '../../format/site-format.ts';
import { startWatchProcess } from '../helpers/cli.ts';
import { solidPng } from '../helpers/images.ts';
import { tempProject } from '../helpers/temp-project.ts';
import { buildAndServe, type BuiltSite } from './support/sites.ts';

test.describe('built site', () => {
  let server: BuiltSite;

  test.beforeAll(async () => {
    server = await buildAndServe('media');
  });

  test.afterAll(() => server.stop());

  test('images on a guide page load, and nothing shifts as they arrive', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // Slow images down so the layout is measured before they arrive.
    await page.route('**/media/**', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    // Not waiting for "load", which waits for the images themselves.
    await page.goto(`${server.url}/docs/guide/first-steps`, { waitUntil: 'domcontentloaded' });
    const images = page.locator('.markdown img');
    await expect(images).toHaveCount(5);
    // Only what happens once the article is on screen counts: the images are still on their way.
    await page.evaluate(() => ((window as unknown as { shifts: number }).shifts = 0));
    expect(await images.first().evaluate((el: HTMLImageElement) => el.complete)).toBe(false);
    // The viewer may put its own article in place of the prerendered one meanwhile: each step looks the image up again.
    for (const img of await images.all()) {
      await expect(async () => {
        await img.scrollIntoViewIfNeeded();
        expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
      }).toPass({ timeout: 15_000 });
    }
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
    await expect(page.getByRole('img', { name: 'Logotipo do portal de teste' })).toBeVisible();
  });

  test('SVG files are served as images with a policy that forbids script', async ({ request }) => {
    const response = await request.get(`${server.url}/img/fluxo.svg`);
    expect(response.headers()['content-type']).toBe('image/svg+xml');
    expect(response.headers()['content-security-policy']).toContain("default-src 'none'");
  });

  test('hashed files are cached for a long time, other files briefly', async ({ request }) => {
    const html = await (await request.get(`${server.url}/docs/guide/first-steps`)).text();
    expect(html).toContain('<link rel="icon" href="/img/favicon.svg">');
    const manifest = /content="(\/manifest\.[0-9a-f]+\.json)"/.exec(html)![1]!;
    const { routes } = (await (await request.get(`${server.url}${manifest}`)).json()) as Manifest;
    const shard = (await (
      await request.get(`${server.url}/${routeShardFile(routes, '/docs/guide/first-steps')}`)
    ).json()) as RouteShard;
    const payload = await (
      await request.get(`${server.url}/${shard.routes.find((r) => r.path === '/docs/guide/first-steps')!.payload}`)
    ).json();
    const hashed = /src="(\/media\/cadastro\.[0-9a-f]+\.png)"/.exec(payload.html)![1]!;
    expect((await request.get(`${server.url}${hashed}`)).headers()['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await request.get(`${server.url}/img/fluxo.svg`)).headers()['cache-control']).toBe('no-cache');
  });
});

test('watch picks up an added, changed and deleted image without a restart', async ({ page }) => {
  const project = tempProject('media');
  const watch = await startWatchProcess(project.dir);
  try {
    await page.goto(`${watch.url}/docs/guide/first-steps`);
    await expect(page.locator('html')).toHaveAttribute('data-docsgen-live', 'connected');
    const guide = 'content/docs/guide/first-steps.md';
    project.write('content/docs/guide/img/nova.png', solidPng(200, 100));
    project.write(guide, `${project.read(guide)}\n![Figura nova](./img/nova.png)\n`);
    // By its text alternative: a content image is also the button that enlarges it.
    const added = page.getByAltText('Figura nova');
    // Each save is a rebuild: 15 s, as every watch step is given on a loaded machine.
    const rebuilt = { timeout: 15_000 };
    await expect(added).toHaveAttribute('width', '200', rebuilt);
    // The new image is lazy and at the page's end: it loads once it is in view.
    await added.scrollIntoViewIfNeeded();
    await expect.poll(() => added.evaluate((el: HTMLImageElement) => el.naturalWidth), rebuilt).toBe(200);
    project.write('content/docs/guide/img/nova.png', solidPng(300, 120));
    await expect(added).toHaveAttribute('width', '300', rebuilt);
    await expect.poll(() => added.evaluate((el: HTMLImageElement) => el.naturalWidth), rebuilt).toBe(300);
    project.remove('content/docs/guide/img/nova.png');
    await expect(page.locator('#docsgen-error-overlay')).toContainText('missing file ./img/nova.png', rebuilt);
  } finally {
    await watch.stop();
  }
});
