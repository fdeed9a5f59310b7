// `npm run bench -- --peer rspress` (or docusaurus, vitepress): the 1,000-page corpus built by a peer and by docsgen, alternated run by run in the
// same bench, for issue 42's budget (docsgen at least 30 times faster than Rspress 2). The peer is installed once into
// the bench's folder with npm, at the version the team measured (../shared/notes/toolchain.md), and fed the corpus as
// it is. Skipped, with a line that says so, when npm cannot install it. On its own, on the corpus `npm run bench` made:
//   node scripts/bench-peers.mjs --peer rspress [--runs 3]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, timedScript } from './bench-timed.mjs';

/** Each peer: the package npm installs, the config it reads, and what a cold build removes first. */
const PEERS = {
  rspress: {
    label: 'Rspress 2.0.22',
    packages: ['@rspress/core@2.0.22'],
    files: {
      'rspress.config.mjs': [
        "import { defineConfig } from '@rspress/core';",
        "export default defineConfig({ root: 'docs', lang: 'pt-BR', markdown: { link: { checkDeadLinks: true } } });",
        '',
      ].join('\n'),
    },
    docs: 'docs',
    build: ['node_modules/@rspress/core/bin/rspress.js', 'build'],
    cold: ['doc_build', 'node_modules/.rspress', 'node_modules/.cache'],
  },
  docusaurus: {
    label: 'Docusaurus 3.8.1 (Faster)',
    packages: [
      '@docusaurus/core@3.8.1',
      '@docusaurus/preset-classic@3.8.1',
      '@docusaurus/faster@3.8.1',
      'react@19',
      'react-dom@19',
    ],
    files: {
      'docusaurus.config.mjs': [
        'export default {',
        "  title: 'Bench', url: 'https://bench.example.com', baseUrl: '/', onBrokenLinks: 'throw',",
        "  i18n: { defaultLocale: 'pt-BR', locales: ['pt-BR'] },",
        // Without v4, the Faster build stops: ssgWorkerThreads requires removeLegacyPostBuildHeadAttribute.
        '  future: { experimental_faster: true, v4: true },',
        "  presets: [['classic', { docs: {}, blog: false, theme: {} }]],",
        '};',
        '',
      ].join('\n'),
      // The theme's navbar and the pages link to "/": a home page, as every Docusaurus site has.
      'src/pages/index.md': '# Bench\n',
    },
    docs: 'docs',
    build: ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build'],
    env: { DOCUSAURUS_NO_PERSISTENT_CACHE: '1' },
    cold: ['build', '.docusaurus', 'node_modules/.cache'],
  },
  vitepress: {
    label: 'VitePress 1.6.4',
    packages: ['vitepress@1.6.4'],
    files: { 'docs/.vitepress/config.mjs': "export default { lang: 'pt-BR', title: 'Bench' };\n" },
    docs: 'docs',
    build: ['node_modules/vitepress/bin/vitepress.js', 'build', 'docs'],
    cold: ['docs/.vitepress/dist', 'docs/.vitepress/cache', 'node_modules/.vite', 'node_modules/.vite-temp'],
  },
};

/** The names `--peer` takes. */
export const PEER_NAMES = Object.keys(PEERS);

/** The peer's project beside the bench's corpus, installed once; undefined when npm cannot install it. */
function peerProject(work, name, corpusDocs) {
  const peer = PEERS[name];
  const dir = path.join(work, `peer-${name}`);
  fs.mkdirSync(dir, { recursive: true });
  if (!fs.existsSync(path.join(dir, 'package.json')))
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: `bench-${name}`, private: true }));
  if (!fs.existsSync(path.join(dir, peer.build[0]))) {
    const install = ['install', ...peer.packages, '--no-audit', '--no-fund', '--silent'];
    if (spawnSync('npm', install, { cwd: dir, stdio: 'ignore' }).status !== 0) return undefined;
  }
  fs.rmSync(path.join(dir, peer.docs), { recursive: true, force: true });
  fs.cpSync(corpusDocs, path.join(dir, peer.docs), { recursive: true });
  for (const [file, text] of Object.entries(peer.files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/**
 * Alternated cold builds, docsgen then the peer, `runs` pairs: medians of wall time, CPU and peak RSS of each, and how
 * many times faster docsgen is. `buildDocsgen()` is one cold docsgen build of the same corpus, timed by timedScript.
 */
export function peerBench({ work, name, corpusDir, runs, buildDocsgen }) {
  const peer = PEERS[name];
  const dir = peerProject(work, name, path.join(corpusDir, 'content/docs'));
  if (!dir) return { [name]: `skipped: npm could not install ${peer.packages.join(' ')}` };
  const ours = [];
  const theirs = [];
  for (let i = 0; i < runs; i++) {
    ours.push(buildDocsgen());
    for (const stale of peer.cold) fs.rmSync(path.join(dir, stale), { recursive: true, force: true });
    spawnSync('sync');
    theirs.push(timedScript(dir, [path.join(dir, peer.build[0]), ...peer.build.slice(1)], peer.env));
  }
  const row = (tool, samples) => ({
    tool,
    'wall, median (s)': (median(samples.map((s) => s.ms)) / 1000).toFixed(2),
    'CPU user+sys, median (s)': median(samples.map((s) => s.user + s.sys)).toFixed(1),
    'peak RSS, median (MB)': median(samples.map((s) => s.rss)).toFixed(0),
  });
  const times = median(theirs.map((s) => s.ms)) / median(ours.map((s) => s.ms));
  return [
    { ...row('docsgen', ours), 'faster by': `${times.toFixed(1)}×${times < 30 ? ' (under 30)' : ''}` },
    { ...row(peer.label, theirs), 'faster by': '—' },
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const option = (name, fallback) => {
    const at = process.argv.indexOf(`--${name}`);
    return at > 0 ? process.argv[at + 1] : fallback;
  };
  const name = option('peer', 'rspress');
  if (!PEER_NAMES.includes(name)) throw new Error(`--peer takes ${PEER_NAMES.join(', ')}, not "${name}".`);
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const work = path.join(os.tmpdir(), 'docsgen-bench');
  const corpusDir = path.join(work, 'corpus-1000');
  if (!fs.existsSync(path.join(corpusDir, 'docs.config.json')))
    throw new Error(`No corpus at ${corpusDir}: run \`npm run bench -- --pages 1000\` once to make it.`);
  let run = 0;
  const buildDocsgen = () =>
    timedScript(corpusDir, [path.join(root, 'bin/docsgen'), 'build', '--out', `site-peer-${run++}`]);
  console.table(peerBench({ work, name, corpusDir, runs: Number(option('runs', 3)), buildDocsgen }));
  for (let i = 0; i < run; i++) fs.rmSync(path.join(corpusDir, `site-peer-${i}`), { recursive: true, force: true });
}
