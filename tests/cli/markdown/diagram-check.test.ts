import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../cli/commands/build.ts';
import { diagramChecker } from '../../../cli/markdown/diagram-check.ts';
import { diagramProblem, oneLineMessage } from '../../../cli/markdown/mermaid-parse.ts';
import { formatDiagnostic, UserError } from '../../../cli/core/diagnostics.ts';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';
import { runDocsgen } from '../../helpers/cli.ts';
import { repoRoot, tempProject } from '../../helpers/temp-project.ts';

/** One diagram of each type mermaid 11 knows, all valid: in Node, without a DOM, every one of them parses. */
const VALID = [
  'graph TD\n  A-->B',
  'flowchart LR\n  A[Pedido] --> B{Pago?}',
  'sequenceDiagram\n  Alice->>Bob: Oi',
  'classDiagram\n  Animal <|-- Pato',
  'stateDiagram-v2\n  [*] --> Ativo',
  'erDiagram\n  CLIENTE ||--o{ PEDIDO : faz',
  'gantt\n  title Safra\n  section Plantio\n  Preparar :a1, 2024-01-01, 3d',
  'pie title Culturas\n  "Soja": 60\n  "Milho": 40',
  'gitGraph\n  commit\n  branch dev\n  commit',
  'mindmap\n  raiz\n    a\n    b',
  'journey\n  title Dia\n  section Manhã\n    Café: 5: Eu',
  'timeline\n  title Marcos\n  2020 : início',
  'quadrantChart\n  x-axis Baixo --> Alto\n  y-axis Baixo --> Alto\n  p: [0.3, 0.6]',
  'xychart-beta\n  x-axis [a, b]\n  bar [1, 2]',
  'sankey-beta\n\na,b,10',
  'block-beta\n  a b c',
  'packet-beta\n  0-15: "porta"',
  'architecture-beta\n  service api(server)[API]',
  'C4Context\n  Person(a, "Cliente")',
  'requirementDiagram\n  requirement r {\n  id: 1\n  text: t\n  risk: high\n  verifymethod: test\n  }',
  'kanban\n  todo\n    tarefa',
  'radar-beta\n  axis a, b, c\n  curve x{1,2,3}',
  'treemap-beta\n  "a"\n    "b": 1',
];

describe("checking diagrams with mermaid's parser", () => {
  it('accepts a valid diagram of every type', async () => {
    const problems = await Promise.all(VALID.map(async (code) => [code.split('\n')[0], await diagramProblem(code)]));
    expect(problems.filter(([, problem]) => problem !== undefined)).toEqual([]);
  }, 30_000);

  it("gives mermaid's message, on one line, for what its jison and langium parsers refuse, and for an unknown type", async () => {
    expect(await diagramProblem('sequenceDiagram\n  Alice->>: Oi')).toBe(
      "Parse error on line 2: Expecting '+', '-', '()', 'ACTOR', got 'TXT'",
    );
    expect(await diagramProblem('pie title P\n  "a" 1')).toBe(
      "Parsing failed: Parse error on line 2, column 7: Expecting token of type ':' but found `1`.",
    );
    expect(await diagramProblem('grafo TD\n  A-->B\n  B-->C')).toBe(
      'No diagram type detected matching given configuration for text: grafo TD',
    );
  }, 30_000);

  it('cuts a long message', () => {
    expect(oneLineMessage(`Erro: ${'x'.repeat(400)}`)).toHaveLength(301);
  });

  it('warns at each fence whose diagram does not parse, once per source however many pages repeat it', async () => {
    const checker = diagramChecker({ inProcess: true });
    checker.add('docs/a.md', { code: 'graph TD\n  A-->B', line: 5, column: 1 });
    checker.add('docs/a.md', { code: 'sequenceDiagram\n  Alice->>: Oi', line: 12, column: 3 });
    checker.add('docs/b.md', { code: 'sequenceDiagram\n  Alice->>: Oi', line: 7, column: 1 });
    expect((await checker.finish()).map(formatDiagnostic)).toEqual([
      "docs/a.md:12:3: warning: mermaid cannot parse this diagram, and the page shows its message in the diagram's place: Parse error on line 2: Expecting '+', '-', '()', 'ACTOR', got 'TXT' (mermaid counts lines from the first line inside the fence)",
      "docs/b.md:7:1: warning: mermaid cannot parse this diagram, and the page shows its message in the diagram's place: Parse error on line 2: Expecting '+', '-', '()', 'ACTOR', got 'TXT' (mermaid counts lines from the first line inside the fence)",
    ]);
  }, 30_000);

  it('has nothing to do for a site without diagrams', async () => {
    expect(await diagramChecker().finish()).toEqual([]);
  });
});

describe('a build with diagrams', () => {
  beforeAll(() => ensureBuilt(), 60_000);

  const problem =
    "mermaid cannot parse this diagram, and the page shows its message in the diagram's place: Parse error on line 2: Expecting '+', '-', '()', 'ACTOR', got 'TXT' (mermaid counts lines from the first line inside the fence)";
  const broken = `content/docs/diagrama-quebrado.md:8:1: warning: ${problem}`;

  it("warns from the bundled CLI's diagram worker, and fails on it only with --strict", () => {
    const project = tempProject('diagrams');
    const built = runDocsgen(['build', '--out', 'site'], project.dir);
    expect(built.status, built.stderr).toBe(0);
    expect(built.stderr.split('\n').filter((line) => line.includes('mermaid'))).toEqual([broken]);
    const strict = runDocsgen(['build', '--strict', '--out', 'site'], project.dir);
    expect(strict.status).toBe(1);
    expect(strict.stderr).toContain(`content/docs/diagrama-quebrado.md:8:1: ${problem}`);
  });

  it("carries the viewer's mermaid chunks only when a page has a diagram", () => {
    const { diagramFiles } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'dist/viewer/entry.json'), 'utf8')) as {
      diagramFiles: string[];
    };
    expect(diagramFiles.length).toBeGreaterThan(10);
    const assetsOf = (fixture: string) => {
      const project = tempProject(fixture);
      expect(runDocsgen(['build', '--out', 'site'], project.dir).status).toBe(0);
      return { assets: fs.readdirSync(project.file('site/assets')), hashed: project.read('site/hashed-files.map') };
    };
    const withDiagrams = assetsOf('diagrams');
    expect(withDiagrams.assets).toEqual(expect.arrayContaining(diagramFiles));
    expect(withDiagrams.hashed).toContain(`"/assets/${diagramFiles[0]}" 1;`);
    const without = assetsOf('basic');
    expect(without.assets.filter((file) => diagramFiles.includes(file))).toEqual([]);
    expect(without.hashed).not.toContain(diagramFiles[0]);
  });

  it("reports the same warning in-process, with the content's errors", async () => {
    const project = tempProject('diagrams');
    project.write('content/docs/intro.md', `${project.read('content/docs/intro.md')}\n[quebrado](./nao-existe.md)\n`);
    const failed = await build({ config: 'docs.config.json', out: 'site', cwd: project.dir }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(UserError);
    const lines = (failed as UserError).diagnostics.map(formatDiagnostic);
    expect(lines).toContain(broken);
    expect(lines.filter((line) => line.startsWith('content/docs/intro.md:'))).toEqual([
      'content/docs/intro.md:12:12: broken link to ./nao-existe.md: no doc at nao-existe.md',
    ]);
  }, 30_000);
});
