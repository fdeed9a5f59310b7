import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../../cli/sources/front-matter.ts';
import { formatDiagnostic } from '../../../cli/core/diagnostics.ts';

describe('parseFrontMatter', () => {
  // gray-matter is handed only the front matter block; the body must come out as if it had read the whole file.
  const sources = {
    'a closed block': '---\ntitle: T\n---\n# Corpo\n\n---\n\nmais texto\n',
    'CRLF line breaks': '---\r\ntitle: T\r\n---\r\n# Corpo\r\n',
    'an empty block': '---\n---\nCorpo',
    'text right after the closing delimiter': '---\ntitle: T\n---x\nCorpo',
    'a closing delimiter at the end of the file': '---\ntitle: T\n---',
    'four dashes, a rule rather than front matter': '----\ntexto\n---\nmais',
    'a byte order mark': '\uFEFF---\ntitle: T\n---\nCorpo',
    'no front matter': '# Só corpo\n---\n',
  };
  for (const [name, source] of Object.entries(sources)) {
    it(`reads a file with ${name} as gray-matter reads it whole`, () => {
      const whole = matter(source, { language: 'yaml' });
      const parsed = parseFrontMatter('f.md', source);
      expect(parsed.body).toBe(whole.content);
      expect(parsed.data).toEqual(whole.data);
    });
  }

  it('maps body lines to file lines across CRLF front matter', () => {
    expect(parseFrontMatter('f.md', '---\r\ntitle: T\r\n---\r\ntexto').bodyLineOffset).toBe(3);
  });

  it('reports a YAML error at its file line and column', () => {
    const [d] = parseFrontMatter('f.md', '---\ntitle: T\n\tdraft: true\n---\ncorpo\n').diagnostics;
    expect(d).toMatchObject({ file: 'f.md', line: 3, column: 1 });
    expect(d!.message).toBe('invalid front matter: tab characters must not be used in indentation');
  });

  it('reports a quote left open at the line that opens it, not at the end of the block', () => {
    const source = '---\ntitle: "abc\nsidebar_label: X\ndescription: y\ntags: [a]\n---\n\n## Instalar\n';
    expect(parseFrontMatter('f.md', source).diagnostics.map(formatDiagnostic)).toEqual([
      'f.md:2:8: invalid front matter: the quote (") that opens this value is never closed, so every line after it is read as part of it; add the closing " at the end of the value',
    ]);
    const single = parseFrontMatter('f.md', "---\ntitle: Ok\ndescription: 'abc\n---\nx\n").diagnostics;
    expect(single.map((d) => [d.line, d.column])).toEqual([[3, 14]]);
  });

  it('says to put a value in quotes when it holds ": " or starts with a character YAML reserves', () => {
    const said = (yaml: string) => parseFrontMatter('f.md', `---\n${yaml}\n---\nx\n`).diagnostics.map(formatDiagnostic);
    expect(said('title: A: B')).toEqual([
      'f.md:2:8: invalid front matter: the value of "title" holds ": ", which YAML reads as the start of another key; put the value in quotes: title: "A: B"',
    ]);
    expect(said('id: a\ndescription: @time')).toEqual([
      'f.md:3:14: invalid front matter: the value of "description" starts with "@", which YAML reserves; put the value in quotes: description: "@time"',
    ]);
    // A line indented under another is a real indentation mistake: said as YAML says it.
    expect(said('title: T\n  draft: true')).toEqual([
      'f.md:3:8: invalid front matter: bad indentation of a mapping entry',
    ]);
  });

  it('keeps the body, and the keys that read on their own, of a block YAML cannot read', () => {
    const parsed = parseFrontMatter(
      'f.md',
      '---\nid: passos\ntitle: "abc\nslug: /outro\ntags:\n  - a\nsidebar_position: x\n---\n\n## Instalar\n',
    );
    expect(parsed.diagnostics).toHaveLength(1);
    // The list under tags cannot be read line by line, and a value that fails its check is left out.
    expect(parsed.data).toEqual({ id: 'passos', slug: '/outro' });
    expect(parsed.keyLines).toEqual({ id: 2, slug: 4 });
    expect(parsed.body).toBe('\n## Instalar\n');
    expect(parsed.bodyLineOffset).toBe(8);
  });
  it('ignores front matter that is a list or a bare value with one warning, as Docusaurus spreads it into no keys', () => {
    expect(parseFrontMatter('f.md', '---\n- a\n- b\n---\nx').diagnostics.map(formatDiagnostic)).toEqual([
      'f.md:2:1: warning: front matter is a list, not keys with values, so it is ignored as Docusaurus ignores it; write keys with values, such as "title: Introdução"',
    ]);
    expect(parseFrontMatter('f.md', '---\nsó texto\n---\nx').diagnostics.map(formatDiagnostic)).toEqual([
      'f.md:2:1: warning: front matter is "só texto", not keys with values, so it is ignored as Docusaurus ignores it; write keys with values, such as "title: Introdução"',
    ]);
    const typo = parseFrontMatter('f.md', '---\nid:intro\n---\ncorpo');
    expect(typo.diagnostics.map(formatDiagnostic)).toEqual([
      'f.md:2:1: warning: front matter is "id:intro", not keys with values, so it is ignored as Docusaurus ignores it; write "id: intro", with a space after the colon',
    ]);
    expect(typo).toMatchObject({ data: {}, body: 'corpo' });
  });

  it('keeps only the values that passed their check, so that later stages never see a wrong type', () => {
    const parsed = parseFrontMatter(
      'f.md',
      '---\ntitle: Certo\ntags: foo\nslug: 5\ndraft: 1\nid: a/b\nlast_update: {date: 5}\n---\nx',
    );
    expect(parsed.data).toEqual({ title: 'Certo' });
    expect(parsed.diagnostics.map((d) => `${d.line}: ${d.message}`)).toEqual([
      '3: front matter: tags: expected a list of tags: labels, or objects with "label" and "permalink", got the string "foo"',
      '4: front matter: slug: expected a non-empty string, got the number 5',
      '5: front matter: draft: expected true or false, got the number 1',
      '6: front matter: id: expected a single path segment without "/" or spaces, other than "." or "..", got "a/b"',
      '7: front matter: last_update.date: expected a date such as 2024-03-05, got the number 5',
    ]);
  });

  it('refuses dates that are not days of the calendar, which YAML would roll over, and keeps a date as written', () => {
    const parsed = parseFrontMatter('f.md', '---\nlast_update: {date: 2024-13-45}\n---\nx');
    expect(parsed.diagnostics.map(formatDiagnostic)).toEqual([
      'f.md:2:21: front matter: last_update.date: expected a date such as 2024-03-05, got "2024-13-45"',
    ]);
    expect(parseFrontMatter('f.md', '---\nlast_update:\n  date: "2024-02-30"\n---\nx').diagnostics).toHaveLength(1);
    const late = parseFrontMatter('f.md', '---\nlast_update:\n  date: 2024-02-29T23:30:00-03:00\n---\nx');
    expect(late.diagnostics).toEqual([]);
    expect(late.data.last_update).toEqual({ date: '2024-02-29T23:30:00-03:00' });
  });

  it('reports a block that is never closed instead of reading the whole page as front matter', () => {
    for (const source of ['---\ntitle: Aberto\n\n# Título\n\nTexto.\n', '\uFEFF---\r\ntitle: Aberto\r\n']) {
      expect(parseFrontMatter('f.md', source).diagnostics.map(formatDiagnostic)).toEqual([
        'f.md:1:1: front matter opened here is never closed; expected a line "---" after its keys',
      ]);
    }
    expect(parseFrontMatter('f.md', '----\ntexto\n').diagnostics).toEqual([]);
  });

  it('finds a key written with spaces before its colon, or after an opening line with trailing spaces', () => {
    expect(parseFrontMatter('f.md', '---\ntitle: T\ndraft  : talvez\n---\nx').diagnostics.map((d) => d.line)).toEqual([
      3,
    ]);
    expect(parseFrontMatter('f.md', '--- \ntitle: T\ndraft: talvez\n---\nx').diagnostics.map((d) => d.line)).toEqual([
      3,
    ]);
    expect(parseFrontMatter('f.md', '---\n"draft": talvez\n---\nx').diagnostics.map((d) => d.line)).toEqual([2]);
  });

  it('suggests a known key for a typo, not for an unrelated word', () => {
    expect(parseFrontMatter('f.md', '---\ntitel: T\nfoo: 1\n---\nx').diagnostics.map((d) => d.message)).toEqual([
      'front matter: titel: unknown key (did you mean "title"?); ignored, as in Docusaurus',
      expect.stringMatching(
        /^front matter: foo: unknown key; expected one of "id", "title", .*, "last_update", "api", .*; ignored, as in Docusaurus$/,
      ),
    ]);
  });

  it('warns about an unknown key and keeps the others, as Docusaurus ignores what it does not know', () => {
    const parsed = parseFrontMatter('f.md', '---\ntitle: T\nsidebar_clas_name: destaque\n---\nx');
    expect(parsed.diagnostics).toEqual([
      {
        file: 'f.md',
        line: 3,
        column: 1,
        severity: 'warning',
        code: 'unknown-front-matter-key',
        message:
          'front matter: sidebar_clas_name: unknown key (did you mean "sidebar_class_name"?); ignored, as in Docusaurus',
      },
    ]);
    expect(parsed.data).toEqual({ title: 'T' });
  });

  it('reads every doc key Docusaurus 3.8 documents', () => {
    const source = [
      '---',
      'id: intro',
      'title: Introdução',
      'pagination_label: Início',
      'sidebar_label: Intro',
      'sidebar_position: 2',
      'sidebar_class_name: destaque',
      'sidebar_key: intro-key',
      'sidebar_custom_props: { emoji: "🌱", nivel: 2 }',
      'displayed_sidebar: api',
      'hide_title: true',
      'hide_table_of_contents: true',
      'toc_min_heading_level: 2',
      'toc_max_heading_level: 4',
      'pagination_next: null',
      'pagination_prev: guia/outro',
      'parse_number_prefixes: false',
      'custom_edit_url: null',
      'keywords: [soja, milho]',
      'description: Uma descrição',
      'image: /img/capa.png',
      'slug: /intro',
      'tags: [guia]',
      'draft: false',
      'unlisted: false',
      'last_update: { date: 2024-03-05, author: Ana }',
      '---',
      'x',
    ].join('\n');
    const parsed = parseFrontMatter('f.md', source);
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.data).toMatchObject({
      sidebar_custom_props: { emoji: '🌱', nivel: 2 },
      displayed_sidebar: 'api',
      hide_title: true,
      custom_edit_url: null,
      image: '/img/capa.png',
    });
  });

  it('places a wrong value at its line and column, and a wrong key at the key', () => {
    const source =
      '---\ntitle: T\ndraft:   talvez\ntags:\n  - guia\n  - ""\nlast_update:\n  date: 2024-01-02\n  autor: Ana\n---\nx';
    expect(parseFrontMatter('f.md', source).diagnostics.map(formatDiagnostic)).toEqual([
      'f.md:3:10: front matter: draft: expected true or false, got the string "talvez"',
      'f.md:6:5: front matter: tags[1]: expected a non-empty string, got ""',
      // Nested objects stay strict, as Docusaurus's Joi schema of last_update is.
      'f.md:9:3: front matter: last_update.autor: unknown key (did you mean "author"?)',
    ]);
  });

  it('counts columns on CRLF lines and after a byte order mark as on any other', () => {
    expect(
      parseFrontMatter('f.md', '\uFEFF---\r\ntitle: T\r\nsidebar_position: primeiro\r\n---\r\nx').diagnostics.map(
        formatDiagnostic,
      ),
    ).toEqual(['f.md:3:19: front matter: sidebar_position: expected a number, got the string "primeiro"']);
  });

  it('gives the lines of the keys later stages report on, and none for a key it refused', () => {
    const { keyLines } = parseFrontMatter(
      'f.md',
      '---\ntitle: T\nid: a/b\nslug: /outro\n\npagination_next: null\n---\nx',
    );
    expect({ ...keyLines }).toEqual({ slug: 4, pagination_next: 6 });
  });

  it('takes an edit link that is an http(s) URL or a site path, and refuses one that would run script', () => {
    const edit = (url: string) =>
      parseFrontMatter('f.md', `---\ncustom_edit_url: ${JSON.stringify(url)}\n---\nx`).diagnostics.map(
        formatDiagnostic,
      );
    for (const url of ['https://github.com/org/repo/edit/main/a.md', 'http://x.example/a', '/editar/a', ''])
      expect(edit(url), url).toEqual([]);
    for (const url of [
      'javascript:alert(document.cookie)',
      'JavaScript:alert(1)',
      'data:text/html,<script>',
      '//evil.example',
    ])
      expect(edit(url), url).toEqual([
        expect.stringMatching(
          /^f\.md:2:18: front matter: custom_edit_url: expected an http\(s\) URL or a path on the site/,
        ),
      ]);
  });

  it('cuts a long value short in its message', () => {
    const [d] = parseFrontMatter('f.md', `---\ndraft: ${'x'.repeat(200)}\n---\nx`).diagnostics;
    const got = d!.message.split(', got ')[1]!;
    expect(got).toBe(`the string "${'x'.repeat(57)}…"`);
    expect(got.length - 'the string '.length).toBeLessThanOrEqual(60);
  });

  it('refuses a shallowest table-of-contents level below the deepest, at the shallowest, and leaves it out', () => {
    const parsed = parseFrontMatter('f.md', '---\ntoc_max_heading_level: 3\ntoc_min_heading_level: 4\n---\nx');
    expect(parsed.diagnostics.map(formatDiagnostic)).toEqual([
      'f.md:3:24: front matter: toc_min_heading_level: expected at most toc_max_heading_level (3), got 4',
    ]);
    expect(parsed.data).toEqual({ toc_max_heading_level: 3 });
  });
});

describe('front-matter tags', () => {
  it('take labels and Docusaurus inline tags { label, permalink }, each with the slug of its page', () => {
    const parsed = parseFrontMatter(
      'f.md',
      '---\ntags:\n  - Guia Rápido\n  - label: API REST\n    permalink: /api\n---\nx',
    );
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.data.tags).toEqual([
      { label: 'Guia Rápido', slug: 'guia-rápido' },
      { label: 'API REST', slug: 'api' },
    ]);
  });
});
