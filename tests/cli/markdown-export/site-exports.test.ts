import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../../cli/commands/build.ts';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { buildSinks } from '../../../cli/pipeline/model.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { LLMS_FULL_PIECE_CHARS, markdownExports } from '../../../cli/markdown-export/site-exports.ts';
import { MarkdownPacker, markedMarkdown } from '../../../cli/markdown-export/markdown-packer.ts';
import { editConfig, repoRoot, tempProject, type TempProject } from '../../helpers/temp-project.ts';

const EXPECTED = path.join(repoRoot, 'tests/fixtures/markdown-export/expected');

/** This process's open descriptors of spilled Markdown, each a file whose name is gone: "(deleted)" on Linux. */
function spillDescriptors(): string[] {
  return fs
    .readdirSync('/proc/self/fd')
    .flatMap((fd) => {
      try {
        return [fs.readlinkSync(`/proc/self/fd/${fd}`)];
      } catch {
        return [];
      }
    })
    .filter((target) => /\/docsgen-markdown-[^/]+ \(deleted\)$/.test(target));
}

async function compile(project: TempProject) {
  const { site, state, diagnostics } = await compileSite(loadConfig('docs.config.json', project.dir), {
    drafts: false,
    cwd: project.dir,
  });
  return { site: site!, state: state!, diagnostics };
}

describe('every page as Markdown', () => {
  const project = tempProject('markdown-export');
  const compiled = compile(project);

  it.each([
    ['plain', 'docs/guia/intro.md'],
    ['admonitions', 'docs/guia/avisos.md'],
    ['tabs and details', 'docs/guia/abas.md'],
    ['partials', 'docs/guia/partes.md'],
    ['OpenAPI', 'docs/api/rest.md'],
    ['GraphQL', 'docs/api/graphql.md'],
    ['blog post', 'blog/2024/03/05/novidades.md'],
  ])('writes the %s page as the expected Markdown', async (_kind, file) => {
    const { site, diagnostics } = await compiled;
    expect(diagnostics).toEqual([]);
    expect(site.markdownFiles.get(file)).toBe(fs.readFileSync(path.join(EXPECTED, file), 'utf8'));
  });

  it("hands a build's writer the same exports, each page's as a route's own file, llms-full.txt in pieces after its opening, and lets each page's marked Markdown go once finished", async () => {
    const { site } = await compiled;
    const written = new Map<string, [string, boolean]>();
    const appends: string[] = [];
    const build = await compileSite(loadConfig('docs.config.json', project.dir), {
      drafts: false,
      cwd: project.dir,
      sinks: buildSinks({
        write: (file, text, ownRoute) => void written.set(file, [text, ownRoute]),
        append: (file, text) => {
          written.get(file)![0] += text;
          appends.push(file);
        },
        drained: async () => {},
      }),
    });
    // The fixture's docs fit in one piece (see LLMS_FULL_PIECE_CHARS), handed over once every doc is finished.
    expect(appends).toEqual(['llms-full.txt']);
    expect(build.site!.markdownFiles.size).toBe(0);
    const exports = [...written].filter(([file]) => site.markdownFiles.has(file));
    expect(new Map(exports.map(([file, [text]]) => [file, text]))).toEqual(site.markdownFiles);
    expect(exports.every(([file, [, ownRoute]]) => ownRoute === (file !== 'llms.txt'))).toBe(true);
    const pages = build.state!.markdownPages;
    expect(pages.length).toBeGreaterThan(5);
    expect(pages.every((page) => page.markdown === '' && page.packed === undefined)).toBe(true);
  });

  it('gives the same exports from pages whose marked Markdown a build deflated as it rendered them', async () => {
    const { site, state } = await compiled;
    const pages = state.markdownPages.map((page) => ({ ...page }));
    const packer = new MarkdownPacker(pages.length, undefined, 0);
    for (const page of pages.filter((p) => p.kind === 'doc')) packer.pack(page);
    await packer.settled();
    expect(pages.filter((p) => p.kind === 'doc').every((page) => page.packed && page.markdown === '')).toBe(true);
    expect(
      markdownExports(loadConfig('docs.config.json', project.dir).config, pages, site.table.sidebars).files,
    ).toEqual(site.markdownFiles);
    // Read back from the spill, whose descriptor closes with the packer.
    const spilled = pages.find((page) => page.packed)!;
    expect(markedMarkdown(spilled)).toContain('#');
    await packer.close();
    expect(() => markedMarkdown(spilled)).toThrow();
  });

  it("keeps the first pages as text while they fit in the packer's room, and deflates the rest", async () => {
    const { site, state } = await compiled;
    const pages = state.markdownPages.map((page) => ({ ...page }));
    const docs = pages.filter((p) => p.kind === 'doc');
    const room = docs[0]!.markdown.length + docs[1]!.markdown.length;
    const packer = new MarkdownPacker(pages.length, undefined, room);
    for (const page of docs) packer.pack(page);
    await packer.settled();
    expect(docs.slice(0, 2).every((page) => page.markdown && page.packed === undefined)).toBe(true);
    expect(docs.slice(2).every((page) => page.packed && page.markdown === '')).toBe(true);
    expect(
      markdownExports(loadConfig('docs.config.json', project.dir).config, pages, site.table.sidebars).files,
    ).toEqual(site.markdownFiles);
    await packer.close();
  });

  it.each([
    ['once the exports are written', ''],
    ['when a broken link fails the compile after rendering', '[Nada](./nao-existe.md)'],
  ])(
    'closes the file it spilled Markdown to %s, whose name was deleted as soon as it was open',
    async (_when, text) => {
      const spilling = tempProject('markdown-export');
      spilling.write('content/docs/guia/extra.md', `# Extra\n\nTexto. ${text}\n`);
      const openSpills: number[] = [];
      const kept = process.env.DOCSGEN_KEPT_MARKDOWN_CHARS;
      process.env.DOCSGEN_KEPT_MARKDOWN_CHARS = '1';
      try {
        const { diagnostics } = await compileSite(loadConfig('docs.config.json', spilling.dir), {
          drafts: false,
          cwd: spilling.dir,
          sinks: buildSinks({
            write: () => void openSpills.push(spillDescriptors().length),
            append: () => {},
            drained: async () => {},
          }),
        });
        expect(diagnostics.some((d) => d.severity === 'error')).toBe(text !== '');
      } finally {
        if (kept === undefined) delete process.env.DOCSGEN_KEPT_MARKDOWN_CHARS;
        else process.env.DOCSGEN_KEPT_MARKDOWN_CHARS = kept;
      }
      // Open while the pages were written, none once the compile ended.
      if (!text) expect(Math.max(...openSpills)).toBe(1);
      expect(spillDescriptors()).toEqual([]);
    },
  );

  it('starts no packer thread while every page fits in its room', async () => {
    const { state } = await compiled;
    const docs = state.markdownPages.filter((p) => p.kind === 'doc').map((page) => ({ ...page }));
    // On a thread, as a large build packs: run from sources there is no thread's module to start, and starting one fails.
    const packer = new MarkdownPacker(docs.length, true, Number.MAX_SAFE_INTEGER);
    for (const page of docs) packer.pack(page);
    await packer.settled();
    expect(docs.every((page) => page.markdown && page.packed === undefined)).toBe(true);
  });

  it('hands llms-full.txt over in pieces of about LLMS_FULL_PIECE_CHARS, the same text as written whole', async () => {
    const big = tempProject('markdown-export');
    const paragraph = `${'Texto longo de um guia de campo. '.repeat(30)}\n\n`;
    for (let i = 0; i < 4; i++)
      big.write(
        `content/docs/guia/longa-${i}.md`,
        `# Longa ${i}\n\n${paragraph.repeat(Math.ceil(LLMS_FULL_PIECE_CHARS / 2 / paragraph.length))}`,
      );
    const whole = (await compile(big)).site.markdownFiles.get('llms-full.txt')!;
    const pieces: string[] = [];
    let opening = '';
    await compileSite(loadConfig('docs.config.json', big.dir), {
      drafts: false,
      cwd: big.dir,
      sinks: buildSinks({
        write: (file, text) => {
          if (file === 'llms-full.txt') opening = text;
        },
        append: (_file, text) => void pieces.push(String(text)),
        drained: async () => {},
      }),
    });
    expect(opening + pieces.join('')).toBe(whole);
    // Four docs of half a piece each, and the rest of the fixture: two full pieces and what is left.
    expect(pieces.length).toBe(3);
    expect(
      pieces
        .slice(0, -1)
        .every((piece) => piece.length >= LLMS_FULL_PIECE_CHARS && piece.length < 2 * LLMS_FULL_PIECE_CHARS),
    ).toBe(true);
  });

  it('writes no export for drafts and unlisted pages, and their payloads name none', async () => {
    const { site } = await compiled;
    expect([...site.markdownFiles.keys()].filter((file) => file.endsWith('.md')).sort()).toEqual([
      'blog/2024/03/05/novidades.md',
      'docs/api/graphql.md',
      'docs/api/rest.md',
      'docs/guia/abas.md',
      'docs/guia/avisos.md',
      'docs/guia/intro.md',
      'docs/guia/partes.md',
    ]);
    const payload = (id: string) =>
      JSON.parse([...site.payloadFiles].find(([file]) => file.startsWith(`data/${id}.`))![1]);
    expect(payload('guia/oculta').markdown).toBeUndefined();
    expect(payload('guia/intro').markdown).toBe('/docs/guia/intro.md');
  });

  it('writes llms.txt as expected', async () => {
    const { site } = await compiled;
    expect(site.markdownFiles.get('llms.txt')).toBe(fs.readFileSync(path.join(EXPECTED, 'llms.txt'), 'utf8'));
  });

  it('concatenates every doc in llms-full.txt in sidebar order, each after a separator naming its URL', async () => {
    const { site } = await compiled;
    const full = site.markdownFiles.get('llms-full.txt')!;
    const urls = [...full.matchAll(/^---\nurl: (\S+)\n---$/gm)].map((m) => m[1]);
    expect(urls).toEqual(
      ['intro', 'avisos', 'abas', 'partes']
        .map((p) => `https://docs.example.com/docs/guia/${p}.md`)
        .concat(['rest', 'graphql'].map((p) => `https://docs.example.com/docs/api/${p}.md`)),
    );
    expect(full).toContain(site.markdownFiles.get('docs/guia/avisos.md')!.trimEnd());
    expect(full).not.toContain('Novidades de março');
  });
});

describe('MDX components that list other pages', () => {
  it("writes a DocCardList as the list of its cards, each leading to its page's export", async () => {
    const project = tempProject('mdx-pages');
    const { site } = await compile(project);
    expect(site.markdownFiles.get('docs/recursos.md')).toContain(
      '- [Abas](https://docs.example.com/docs/recursos/abas.md): As abas da documentação do Docusaurus.\n- [Código e detalhes](https://docs.example.com/docs/recursos/codigo.md)',
    );
  });
});

describe('where exports go and what turns them off', () => {
  it("puts a page's export in its folder under trailingSlash: true, and links there, baseUrl in front", async () => {
    const project = tempProject('markdown-export');
    editConfig(project, (config) => {
      config.trailingSlash = true;
      config.baseUrl = '/portal/';
    });
    const { site, diagnostics } = await compile(project);
    expect(diagnostics).toEqual([]);
    expect(site.markdownFiles.get('docs/guia/partes/index.md')).toContain(
      '[introdução](https://docs.example.com/portal/docs/guia/intro/index.md)',
    );
    expect(site.markdownFiles.get('llms.txt')).toContain(
      '- [Introdução](https://docs.example.com/portal/docs/guia/intro/index.md): O que o portal oferece',
    );
  });

  it('writes no llms files with "llms": false, and the pages\' exports still', async () => {
    const project = tempProject('markdown-export');
    editConfig(project, (config) => {
      config.llms = false;
    });
    const { site } = await compile(project);
    expect(site.markdownFiles.has('llms.txt')).toBe(false);
    expect(site.markdownFiles.has('llms-full.txt')).toBe(false);
    expect(site.markdownFiles.has('docs/guia/intro.md')).toBe(true);
  });

  it('refuses an unknown key of llms with the key meant', async () => {
    const project = tempProject('markdown-export');
    editConfig(project, (config) => {
      config.llms = { introducion: 'x' };
    });
    expect(() => loadConfig('docs.config.json', project.dir)).toThrow(/llms.*introducion.*introduction/s);
  });

  it("serves a static llms.txt as it is, with a warning that says how to publish docsgen's", async () => {
    const project = tempProject('markdown-export');
    project.write('content/static/llms.txt', '# Feito à mão\n');
    // Large enough that docsgen's own llms.txt would get compressed copies.
    editConfig(project, (config) => {
      config.llms = { introduction: 'Portal de exemplo. '.repeat(100) };
    });
    const { site, diagnostics } = await compile(project);
    expect(site.markdownFiles.has('llms.txt')).toBe(false);
    expect(diagnostics.map((d) => `${d.file}: ${d.severity}: ${d.message}`)).toEqual([
      'content/static/llms.txt: warning: this static file is served at llms.txt instead of the llms.txt docsgen writes (set "llms": false in docs.config.json to write none); rename it, or remove it to publish docsgen\'s',
    ]);
    // A build, whose exports go to the writers as they are finished, writes the static file alone.
    await build({ config: 'docs.config.json', out: 'site', cwd: project.dir });
    expect(fs.readFileSync(path.join(project.dir, 'site/llms.txt'), 'utf8')).toBe('# Feito à mão\n');
    // Nor the compressed copies of docsgen's, which a server would send in its place.
    expect(fs.readdirSync(path.join(project.dir, 'site')).filter((f) => f.startsWith('llms.txt'))).toEqual([
      'llms.txt',
    ]);
    expect(fs.existsSync(path.join(project.dir, 'site/llms-full.txt'))).toBe(true);
  });
});
