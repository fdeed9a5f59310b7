import { expect, GOOD_TOKEN, handOffUrl, test } from './gate-fixtures.ts';

/**
 * `redirectTo` values as the viewer receives them (the query parameter once
 * decoded). The docs origin is filled in where a payload needs it.
 */
const OPEN_REDIRECTS: [label: string, payload: (docs: string) => string][] = [
  ['an absolute URL', () => 'https://evil.example'],
  ['an absolute URL in capitals', () => 'HTTPS://EVIL.EXAMPLE/docs'],
  ['a scheme without slashes', () => 'https:evil.example'],
  ['a protocol-relative URL', () => '//evil.example'],
  ['a protocol-relative URL with three slashes', () => '///evil.example'],
  ['a slash and a backslash', () => '/\\evil.example'],
  ['a backslash and a slash', () => '\\/evil.example'],
  ['two backslashes', () => '\\\\evil.example'],
  ['a tab between the slashes', () => '/\t/evil.example'],
  ['a leading space', () => ' //evil.example'],
  ['a host name alone', () => 'evil.example:443/docs'],
  ['a relative path whose dot segments climb to a protocol-relative one', () => 'a/..//evil.example'],
  ['a relative path whose dot segments climb above the site', () => 'docs/../..//evil.example'],
  ['dot segments that climb to a protocol-relative path', () => '/docs/../..//evil.example'],
  ['userinfo after the docs origin', (docs) => `${docs}@evil.example/`],
  ['a javascript: URL', () => 'javascript:alert(document.domain)'],
  ['a javascript: URL in mixed case', () => 'JaVaScRiPt:alert(1)'],
  ['a javascript: URL with a leading space', () => ' javascript:alert(1)'],
  ['a data: URL', () => 'data:text/html,<script>alert(1)</script>'],
  ['a base64 data: URL', () => 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  ['an encoded absolute URL', () => 'https%3A%2F%2Fevil.example'],
  ['an encoded protocol-relative URL', () => '%2F%2Fevil.example'],
  ['a protocol-relative URL with its second slash encoded', () => '/%2Fevil.example'],
  ['a protocol-relative URL with both slashes encoded after a slash', () => '/%2F%2Fevil.example'],
  ['an encoded backslash', () => '/%5Cevil.example'],
  ['an encoded slash and backslash', () => '%2F%5Cevil.example'],
  ['an encoded tab', () => '/%09/evil.example'],
  ['an encoded javascript: URL', () => 'javascript%3Aalert(1)'],
  ['a javascript: URL with encoded letters', () => '%6Aavascript:alert(1)'],
  ['an encoded data: URL', () => 'data%3Atext%2Fhtml%2C%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
  ['a doubly encoded absolute URL', () => 'https%253A%252F%252Fevil.example'],
  ['a doubly encoded protocol-relative URL', () => '%252F%252Fevil.example'],
  ['a doubly encoded protocol-relative path', () => '/%252F%252Fevil.example'],
  ['a doubly encoded backslash', () => '/%255Cevil.example'],
  ['a doubly encoded javascript: URL', () => 'javascript%253Aalert(1)'],
];

test.describe('redirectTo is followed only to a page of this site', () => {
  for (const [label, payload] of OPEN_REDIRECTS) {
    test(`${label} falls back to /`, async ({ page, gatedSite, provider }) => {
      const { docs } = gatedSite;
      const offSite: string[] = [];
      await page.route(
        (url) => !url.href.startsWith(`${docs}/`) && !url.href.startsWith(`${provider.url}/`),
        (route) => {
          offSite.push(route.request().url());
          return route.abort();
        },
      );
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(handOffUrl(docs, GOOD_TOKEN, payload(docs)));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Portal de Teste');
      expect(page.url()).toBe(`${docs}/`);
      expect(provider.calls).toHaveLength(1);
      expect(offSite).toEqual([]);
      expect(dialogs).toEqual([]);
    });
  }

  const FOLLOWED: [label: string, payload: (docs: string) => string, landing: string][] = [
    ['a site path', () => '/docs/guide/first-steps', '/docs/guide/first-steps'],
    [
      'a site path with a query and a hash',
      () => '/docs/about/configuration?aba=2#explicit-id',
      '/docs/about/configuration?aba=2#explicit-id',
    ],
    ['a full URL on the docs origin', (docs) => `${docs}/docs/about/intro`, '/docs/about/intro'],
    [
      'a path without its leading slash, from baseUrl',
      () => 'docs/guide/first-steps#instalar',
      '/docs/guide/first-steps#instalar',
    ],
    [
      'a site path with encoded accents',
      () => '/docs/about/configuration#configura%C3%A7%C3%A3o-da-api',
      '/docs/about/configuration#configura%C3%A7%C3%A3o-da-api',
    ],
    [
      'a path that carries another hand-off, which is dropped',
      () => '/docs/about/intro?token=outro&redirectTo=//evil.example',
      '/docs/about/intro',
    ],
  ];
  for (const [label, payload, landing] of FOLLOWED) {
    test(`${label} is followed`, async ({ page, gatedSite, provider }) => {
      await page.goto(handOffUrl(gatedSite.docs, GOOD_TOKEN, payload(gatedSite.docs)));
      await expect(page).toHaveURL(`${gatedSite.docs}${landing}`);
      await expect(page.locator('.markdown')).toBeVisible();
      expect(provider.calls).toHaveLength(1);
    });
  }

  test('no redirectTo lands on /', async ({ page, gatedSite }) => {
    await page.goto(handOffUrl(gatedSite.docs, GOOD_TOKEN));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Portal de Teste');
    expect(page.url()).toBe(`${gatedSite.docs}/`);
  });

  test('a hand-off on a deep link without redirectTo lands on /', async ({ page, gatedSite }) => {
    await page.goto(handOffUrl(gatedSite.docs, GOOD_TOKEN, undefined, '/docs/about/configuration'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Portal de Teste');
    expect(page.url()).toBe(`${gatedSite.docs}/`);
  });
});

test('a hand-off too long for the server leaves no token in the address or the history', async ({
  page,
  gatedSite,
}) => {
  // 20 KB of redirectTo: past Node's 16 KB for a request's head, so `docsgen serve` cannot read the request.
  const response = await page.goto(handOffUrl(gatedSite.docs, GOOD_TOKEN, `/docs/${'a'.repeat(20_000)}`));
  expect(response?.status()).toBe(431);
  await page.waitForURL(`${gatedSite.docs}/`);
  expect(page.url()).not.toContain('token');
  // location.replace took the hand-off's own entry: no entry of the tab's history holds the token.
  const cdp = await page.context().newCDPSession(page);
  const { entries } = await cdp.send('Page.getNavigationHistory');
  expect(entries.length).toBeGreaterThan(0);
  expect(entries.map((entry) => entry.url).filter((url) => url.includes('token'))).toEqual([]);
});
