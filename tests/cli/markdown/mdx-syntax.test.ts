import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguages } from '../../../cli/highlight/highlight.ts';
import { renderDoc } from '../../../cli/markdown/render-doc.ts';
import { identity, reportedProblems } from '../../helpers/identity-resolvers.ts';

beforeAll(() => loadLanguages(['jsx']));

/** What a Docusaurus writer expects to read: the page is MDX, so name it so (or read every .md page as MDX). */
const MDX_FIX =
  'rename the page to .mdx, or set "markdown": { "format": "mdx" } in docs.config.json to read .md pages as MDX, as Docusaurus does';
const IMPORT = `MDX import is not supported in .md pages; ${MDX_FIX}`;
const EXPORT = `MDX export is not supported in .md pages; ${MDX_FIX}`;
const COMMENT = 'MDX comments are not supported in .md pages; use an HTML comment <!-- ... --> instead';

/** The problems a page reports, with its body starting on file line 4. */
const errors = (body: string) => reportedProblems(body, 3);

describe('MDX syntax in .md pages', () => {
  it('reports each import and export line at the top level', () => {
    const body =
      "import Tabs from '@theme/Tabs';\nimport { Aviso } from '../components';\nimport './estilo.css';\n\n# Título\n\nexport const toc = [\n  { id: 'a' },\n];\n\nexport default function Layout() {}\n";
    expect(errors(body)).toEqual([
      `4:1: ${IMPORT}`,
      `5:1: ${IMPORT}`,
      `6:1: ${IMPORT}`,
      `10:1: ${EXPORT}`,
      `14:1: ${EXPORT}`,
    ]);
  });

  it('says that a component such as <Tabs> needs the page read as MDX, rather than trusting raw HTML', () => {
    const body =
      '<Tabs>\n<TabItem value="a">Texto</TabItem>\n</Tabs>\n\nVeja <Highlight>isto</Highlight> e <kbd>Ctrl</kbd>.\n';
    expect(errors(body)).toEqual([
      `4:1: <Tabs> is an MDX component, which a .md page does not read, so it was removed: ${MDX_FIX}`,
      `5:1: <TabItem> is an MDX component, which a .md page does not read, so it was removed: ${MDX_FIX}`,
      `8:6: <Highlight> is an MDX component, which a .md page does not read, so it was removed: ${MDX_FIX}`,
    ]);
  });

  it('reports MDX comments where they start, on their own line or inside text', () => {
    expect(
      errors(
        '{/* TODO: revisar */}\n\nTexto {/*nota*/} e `{/* código */}` com {/* outra\nque continua */} fim.\n\n## Título {/* x */}\n\n| a | b |\n|---|---|\n| `{/*` | {/* c */} |\n',
      ),
    ).toEqual([`4:1: ${COMMENT}`, `6:7: ${COMMENT}`, `6:41: ${COMMENT}`, `9:11: ${COMMENT}`, `13:11: ${COMMENT}`]);
    expect(errors('- item\n  > citação {/* x */}\n')).toEqual([`5:13: ${COMMENT}`]);
    expect(errors('| a | b |\n|---|---|\n| {/* c */} | {/* c */} |\n')).toEqual([
      `6:3: ${COMMENT}`,
      `6:15: ${COMMENT}`,
    ]);
  });

  it('leaves code, escaped braces, HTML comments and prose that starts with the words alone', () => {
    const body = [
      '```jsx',
      "import Tabs from '@theme/Tabs';",
      '{/* comentário */}',
      '```',
      '',
      "    import x from 'y';",
      '',
      '`{/* x */}` e \\{/* y */} e <!-- comentário -->',
      '',
      'import the CSV file from the export page.',
      'Export your data before upgrading.',
      '',
      'Use the CLI to',
      "import data from 'a CSV file'.",
      '',
      ':::tip',
      "import X from './x';",
      ':::',
    ].join('\n');
    expect(errors(body)).toEqual([]);
  });

  it('keeps the text of what it reports, so that a page is never silently cut', () => {
    expect(renderDoc({ body: 'A {/* b */} c', bodyLineOffset: 0 }, { ...identity, report: () => {} }).html).toBe(
      '<p>A {/* b */} c</p>\n',
    );
  });
});
