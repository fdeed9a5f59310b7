import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { runDocsgen, startServe } from '../helpers/cli.ts';
import { startFakeProvider, type FakeProvider } from '../helpers/fake-provider.ts';
import { type EditableConfig, editConfig, repoRoot, tempProject } from '../helpers/temp-project.ts';

export { expect };
export { GOOD_TOKEN } from '../helpers/fake-provider.ts';

export interface GatedSite {
  /** Origin of `docsgen serve` for the gated build. */
  docs: string;
  /** The built site folder. */
  dir: string;
  provider: FakeProvider;
}

/**
 * The fixture project built with the gate on (the default) against a fake
 * provider on another port, served by the real CLI; one per worker. Every
 * test gets the provider reset to "accept", with CORS for the docs origin.
 */
export const test = base.extend<{ provider: FakeProvider }, { gatedSite: GatedSite }>({
  gatedSite: [
    async ({}, use) => {
      const provider = await startFakeProvider();
      const project = tempProject('basic');
      editConfig(project, (c) => {
        c.gate = { providerUrl: `${provider.url}/`, mainAppUrl: provider.mainAppUrl };
        c.redirects = [{ from: '/docs/antigo', to: '/docs/about/intro#visão-geral' }];
      });
      const dir = `${project.dir}/site`;
      const built = runDocsgen(['build', '--config', `${project.dir}/docs.config.json`, '--out', dir], repoRoot);
      if (built.status !== 0) throw new Error(`gated fixture build failed:\n${built.stderr}`);
      const server = await startServe(dir, repoRoot);
      await use({ docs: server.url, dir, provider });
      await server.stop();
      await provider.close();
    },
    { scope: 'worker' },
  ],
  provider: async ({ gatedSite }, use) => {
    const { provider } = gatedSite;
    provider.reset();
    provider.allowedOrigins = new Set([gatedSite.docs]);
    await use(provider);
  },
});

/** The main application's address for `docs?token=...&redirectTo=...`. */
export function handOffUrl(docs: string, token: string, redirectTo?: string, path = '/'): string {
  const query = new URLSearchParams({ token, ...(redirectTo === undefined ? {} : { redirectTo }) });
  return `${docs}${path}?${query}`;
}

/** A new context whose docs origin already holds a token expiring at `expiry` (seconds). */
export function contextWithStoredToken(
  browser: Browser,
  docs: string,
  expiry: number | string,
  token = 'token-guardado',
): Promise<BrowserContext> {
  return browser.newContext({
    storageState: {
      cookies: [],
      origins: [
        {
          origin: docs,
          localStorage: [
            { name: 'token', value: token },
            { name: 'tokenExpiration', value: String(expiry) },
          ],
        },
      ],
    },
  });
}

/** The gate's keys in the docs origin's localStorage, read from outside the page. */
export async function storedGateKeys(context: BrowserContext, docs: string): Promise<Record<string, string>> {
  const state = await context.storageState();
  const entries = state.origins.find((o) => o.origin === docs)?.localStorage ?? [];
  return Object.fromEntries(
    entries.filter((e) => e.name === 'token' || e.name === 'tokenExpiration').map((e) => [e.name, e.value]),
  );
}

/**
 * Records, from the first script of every document, whether gated content
 * ever reached the DOM (a rendered payload, or the home page's hero), and
 * every payload request, so a test can show the gate let nothing through.
 */
export async function watchGatedContent(page: Page): Promise<{ painted: string[]; payloadRequests: string[] }> {
  const seen = { painted: [] as string[], payloadRequests: [] as string[] };
  await page.exposeBinding('reportGatedContent', (_source, what: string) => void seen.painted.push(what));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportGatedContent: (what: string) => void }).reportGatedContent;
    new MutationObserver(() => {
      const found = document.querySelector('.markdown, .hero, .docs-layout');
      if (found) report(found.className);
    }).observe(document, { childList: true, subtree: true });
  });
  page.on('request', (request) => {
    if (/\/data\/.+\.json$/.test(new URL(request.url()).pathname)) seen.payloadRequests.push(request.url());
  });
  return seen;
}

/** The basic fixture built with the gate on against `provider`, and `edit`'s changes to its config; returns the site folder. */
export function buildGatedSite(provider: FakeProvider, edit: (config: EditableConfig) => void): string {
  const project = tempProject('basic');
  editConfig(project, (c) => {
    c.gate = { providerUrl: provider.url, mainAppUrl: provider.mainAppUrl };
    edit(c);
  });
  const built = runDocsgen(
    ['build', '--config', `${project.dir}/docs.config.json`, '--out', `${project.dir}/site`],
    repoRoot,
  );
  expect(built.status, built.stderr).toBe(0);
  return `${project.dir}/site`;
}
