import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { runDocsgen, startServe, type RunningServer } from '../../helpers/cli.ts';
import { tempProject } from '../../helpers/temp-project.ts';

const ORIGIN = 'https://docs.example.com';

interface LlmsTxt {
  title: string;
  summary?: string;
  details: string[];
  sections: { name: string; links: { title: string; url: string; notes?: string }[] }[];
}

/**
 * llms.txt as llmstxt.org specifies it: one H1 (the only required part), an optional blockquote summary, paragraphs
 * of details without headings, then H2 sections of "- [name](url): notes" lines. Anything else is an error.
 */
function parseLlmsTxt(text: string): LlmsTxt {
  const lines = text.trimEnd().split('\n');
  const h1 = /^# (.+)$/.exec(lines.shift() ?? '');
  if (!h1) throw new Error('llms.txt must open with an H1');
  const result: LlmsTxt = { title: h1[1]!, details: [], sections: [] };
  for (const line of lines) {
    const section = result.sections.at(-1);
    if (line === '') continue;
    if (line.startsWith('## ')) result.sections.push({ name: line.slice(3), links: [] });
    else if (line.startsWith('#')) throw new Error(`only H2 headings may follow the H1: ${line}`);
    else if (section) {
      const link = /^- \[([^\]]+)\]\((\S+)\)(?:: (.+))?$/.exec(line);
      if (!link) throw new Error(`not a link line: ${line}`);
      section.links.push({ title: link[1]!, url: link[2]!, ...(link[3] ? { notes: link[3] } : {}) });
    } else if (line.startsWith('> ') && result.summary === undefined && !result.details.length)
      result.summary = line.slice(2);
    else result.details.push(line);
  }
  return result;
}

let server: RunningServer;
let site: string;
let projectDir: string;
const fromSite = (url: string) => new URL(url).pathname;

beforeAll(async () => {
  const project = tempProject('markdown-export');
  projectDir = project.dir;
  site = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-llms-')), 'site');
  const built = buildSpilling(project.dir, site);
  expect(built.stderr).toBe('');
  expect(built.status).toBe(0);
  expect(built.leftInTmp).toEqual([]);
  server = await startServe(site, project.dir);
}, 60_000);

/**
 * Builds through the packer thread, as a large site's build goes, though the fixture is small, with a temporary folder
 * of its own: what the build left there (its spilled Markdown, see MarkdownPacker, named there for a moment) comes back
 * with its result.
 */
function buildSpilling(dir: string, out: string) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-tmp-'));
  const env = { DOCSGEN_PACK_ON_THREAD_FROM: '1', DOCSGEN_KEPT_MARKDOWN_CHARS: '1', TMPDIR: tmp };
  return { ...runDocsgen(['build', '--out', out], dir, env), leftInTmp: fs.readdirSync(tmp) };
}

it('leaves no spilled Markdown behind when the build fails after rendering', () => {
  const broken = tempProject('markdown-export');
  broken.write('content/docs/quebrada.md', '# Quebrada\n\n[Nada](./nao-existe.md)\n');
  const built = buildSpilling(broken.dir, path.join(broken.dir, 'site'));
  expect(built.status).toBe(1);
  expect(built.stderr).toContain('nao-existe.md');
  expect(built.leftInTmp).toEqual([]);
});

afterAll(() => server?.stop());

describe('llms.txt in a built site', () => {
  it("has the exports an in-process compile makes, though the bundled build deflated each doc's Markdown on its packer thread", async () => {
    const { site: compiled } = await compileSite(loadConfig('docs.config.json', projectDir), {
      drafts: false,
      cwd: projectDir,
    });
    expect(compiled!.markdownFiles.size).toBeGreaterThan(5);
    for (const [file, text] of compiled!.markdownFiles)
      expect(fs.readFileSync(path.join(site, file), 'utf8'), file).toBe(text);
  });

  it('follows the llmstxt.org format: title, summary, introduction, a section per sidebar, the blog as Optional', () => {
    const llms = parseLlmsTxt(fs.readFileSync(path.join(site, 'llms.txt'), 'utf8'));
    expect(llms.title).toBe('Portal de Exportação');
    expect(llms.summary).toBe('Documentação que pessoas e máquinas leem');
    expect(llms.details).toEqual([
      'As páginas abaixo existem também como Markdown: troque o endereço de uma página por `.md`.',
    ]);
    expect(llms.sections.map((s) => [s.name, s.links.map((l) => l.title)])).toEqual([
      ['Guia', ['Introdução', 'Avisos', 'Abas e detalhes', 'Partes']],
      ['Referência', ['API REST', 'API GraphQL']],
      ['Optional', ['Novidades de março']],
    ]);
    expect(llms.sections[0]!.links[0]).toEqual({
      title: 'Introdução',
      url: `${ORIGIN}/docs/guia/intro.md`,
      notes: 'O que o portal oferece e por onde começar.',
    });
  });

  it('lists only URLs whose Markdown the site serves, as text/markdown in UTF-8', async () => {
    const llms = parseLlmsTxt(fs.readFileSync(path.join(site, 'llms.txt'), 'utf8'));
    const urls = llms.sections.flatMap((s) => s.links.map((l) => l.url));
    expect(urls).toHaveLength(7);
    for (const url of urls) {
      expect(url.startsWith(`${ORIGIN}/`), url).toBe(true);
      const res = await fetch(`${server.url}${fromSite(url)}`, { headers: { 'accept-encoding': 'identity' } });
      expect([res.status, res.headers.get('content-type')], url).toEqual([200, 'text/markdown; charset=utf-8']);
      expect(await res.text()).toBe(fs.readFileSync(path.join(site, fromSite(url)), 'utf8'));
    }
  });

  it('has every link of llms-full.txt on the site resolve to a file or page the site serves', async () => {
    const full = fs.readFileSync(path.join(site, 'llms-full.txt'), 'utf8');
    const urls = new Set(
      [...full.matchAll(/\]\((https?:\/\/[^)\s]+)\)|^url: (\S+)$|(?:href|src)="(https?:[^"]+)"/gm)].map(
        (m) => m[1] ?? m[2] ?? m[3]!,
      ),
    );
    const own = [...urls].filter((url) => url.startsWith(`${ORIGIN}/`));
    expect(own.length).toBeGreaterThanOrEqual(8);
    expect(own).toContain(`${ORIGIN}/img/mapa.svg`);
    for (const url of own) {
      const res = await fetch(`${server.url}${fromSite(url)}`);
      expect(res.status, url).toBe(200);
    }
  });

  it("names each page's export in the head of its HTML, and no export for an unlisted page", () => {
    expect(fs.readFileSync(path.join(site, 'docs/guia/intro/index.html'), 'utf8')).toContain(
      '<link rel="alternate" type="text/markdown" href="/docs/guia/intro.md">',
    );
    expect(fs.readFileSync(path.join(site, 'docs/guia/oculta/index.html'), 'utf8')).not.toContain('text/markdown');
  });

  it('serves llms.txt as UTF-8 text, and llms-full.txt, written a doc at a time without copies, compressed as it is sent', async () => {
    const res = await fetch(`${server.url}/llms.txt`, { headers: { 'accept-encoding': 'identity' } });
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(fs.existsSync(path.join(site, 'llms-full.txt.gz'))).toBe(false);
    expect(fs.existsSync(path.join(site, 'llms-full.txt.br'))).toBe(false);
    const gzipped = await fetch(`${server.url}/llms-full.txt`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(await gzipped.text()).toBe(fs.readFileSync(path.join(site, 'llms-full.txt'), 'utf8'));
  });
});
