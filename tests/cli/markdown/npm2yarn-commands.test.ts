import { describe, expect, it } from 'vitest';
import convertNpm from 'npm-to-yarn';

/**
 * npm commands and what npm2yarn tabs show for Yarn, pnpm and Bun: what npm-to-yarn 3.2 (the version a Docusaurus
 * 3.8.1 site installs, and the one docsgen pins) makes of them. A newer npm-to-yarn that converts otherwise fails here
 * before it changes a site's tabs. The first rows are the commands of Docusaurus's own npm2yarn fixtures, whose
 * snapshots show the same, but for `npm init docusaurus@latest`: npm-to-yarn has dropped `@latest` since 3.0.
 */
const CASES: [npm: string, yarn: string, pnpm: string, bun: string][] = [
  ['npm install test', 'yarn add test', 'pnpm add test', 'bun add test'],
  [
    'npm install --save docusaurus-plugin-name',
    'yarn add docusaurus-plugin-name',
    'pnpm add docusaurus-plugin-name',
    'bun add docusaurus-plugin-name',
  ],
  [
    '  $ npm install --global docusaurus',
    '  $ yarn global add docusaurus',
    '  $ pnpm add --global docusaurus',
    '  $ bun add --global docusaurus',
  ],
  ['npm run xxx -- --arg', 'yarn xxx --arg', 'pnpm run xxx --arg', 'bun run xxx --arg'],
  ['npm install package', 'yarn add package', 'pnpm add package', 'bun add package'],
  ['npm remove package-name', 'yarn remove package-name', 'pnpm remove package-name', 'bun remove package-name'],
  [
    'npm init docusaurus\nnpm init docusaurus@latest my-website classic',
    'yarn create docusaurus\nyarn create docusaurus my-website classic',
    'pnpm create docusaurus\npnpm create docusaurus my-website classic',
    'bunx create-docusaurus\nbunx create-docusaurus my-website classic',
  ],
  ['npm install', 'yarn install', 'pnpm install', 'bun install'],
  ['npm i -D typescript', 'yarn add --dev typescript', 'pnpm add -D typescript', 'bun add --dev typescript'],
  [
    'npm uninstall -g docusaurus',
    'yarn global remove docusaurus',
    'pnpm remove -g docusaurus',
    'bun remove --global docusaurus',
  ],
  [
    'npm ci',
    "npm ci\n# couldn't auto-convert command",
    "npm ci\n# couldn't auto-convert command",
    "npm ci\n# couldn't auto-convert command",
  ],
  [
    'npm ls react react-dom --depth=1',
    'yarn list --pattern "react|react-dom" --depth=1',
    'pnpm ls react react-dom --depth 1',
    'bun pm ls react react-dom --depth 1',
  ],
  ['npm test', 'yarn test', 'pnpm test', 'bun run test'],
  [
    'npx create-react-app my-app',
    'yarn dlx create-react-app my-app',
    'pnpm dlx create-react-app my-app',
    'bun x create-react-app my-app',
  ],
  [
    'cd website && npm run build',
    'cd website && yarn build',
    'cd website && pnpm run build',
    'cd website && bun run build',
  ],
];

describe('npm commands for Yarn, pnpm and Bun', () => {
  it.each(CASES)('converts %j as npm-to-yarn does', (npm, yarn, pnpm, bun) => {
    expect(convertNpm(npm, 'yarn')).toBe(yarn);
    expect(convertNpm(npm, 'pnpm')).toBe(pnpm);
    expect(convertNpm(npm, 'bun')).toBe(bun);
  });

  it('leaves lines without npm as they are', () => {
    expect(convertNpm('cd website\necho pronto', 'yarn')).toBe('cd website\necho pronto');
  });
});
