import { describe, expect, it } from 'vitest';
import { runDocsgen } from '../../helpers/cli.ts';
import { tempProject } from '../../helpers/temp-project.ts';
import {
  aliasLines,
  flowNestedElements,
  openApiAliasBomb,
  openApiRefFanOut,
  partialChain,
  partialFanOut,
  type ProjectFiles,
} from '../../security/hang-inputs.mjs';

/**
 * Issue 39's inputs that hung a build or crashed it: each is now one error at its file:line:col, the place that
 * crosses a bound (cli/core/limits.ts), and no stack trace. They are built by the real CLI, which runDocsgen stops
 * after 20 s: before the bounds, some ran for minutes. How long each takes is measured by `npm run bench`
 * (scripts/bench-hostile.mjs), not here.
 */
function errorsOf(files: ProjectFiles): string[] {
  const project = tempProject();
  // The basic fixture's own intro stays, for its links; the page the input writes as the intro is a page of its own.
  for (const [file, text] of Object.entries(files)) project.write(file.replace('about/intro.', 'about/hostil.'), text);
  const { status, stdout, stderr } = runDocsgen(['build'], project.dir);
  expect(`${stdout}${stderr}`).not.toMatch(/^\s+at /m);
  if (status === 0) return [];
  const lines = stderr.trimEnd().split('\n');
  expect(lines.at(-1)).toMatch(/^docsgen: build failed with \d+ errors?; nothing was written$/);
  return lines.slice(0, -1);
}

const ALIASES = 'its YAML aliases (*name) expand to more than 5,000,000 values';
const ALIAS_ADVICE = 'repeat a value with an alias, never a list of aliases of lists';
const REFS = 'takes the description past 5,000,000 values once every $ref is replaced by what it names';

describe('inputs that stand for far more than they are written', () => {
  it('an OpenAPI alias bomb (9^9 values) is one error at the alias that crosses the budget', () => {
    // x-valores' a0 … a5 hold 672,610 values; a6's eighth alias of a5 (line 10, column 47) takes them past 5 million.
    const errors = errorsOf(openApiAliasBomb(9, 9));
    expect(errors).toEqual([`content/openapi/bomba.yaml:10:47: OpenAPI description: ${ALIASES}; ${ALIAS_ADVICE}`]);
  });

  it('an alias bomb in a file a $ref names is one error in that file, which swagger-parser never reads', () => {
    const spec = openApiRefFanOut(1, 1)['content/openapi/bomba.yaml']!.replace(
      '{ $ref: "#/components/schemas/S1" }',
      '{ $ref: "./shared/valores.yaml" }',
    );
    const errors = errorsOf({
      ...openApiRefFanOut(1, 1),
      'content/openapi/bomba.yaml': spec,
      'content/openapi/shared/valores.yaml': `${aliasLines(10, 10).join('\n')}\n`,
    });
    // a0 … a5 hold 1,234,567 values, and a6's fourth alias of a5 (line 7, column 25) takes them past 5 million.
    expect(errors).toEqual([
      `content/openapi/shared/valores.yaml:7:25: OpenAPI description: ${ALIASES}; ${ALIAS_ADVICE}`,
    ]);
  });

  it('an OpenAPI $ref fan-out (8^7 schemas) is one error at the $ref that crosses the budget', () => {
    const errors = errorsOf(openApiRefFanOut(8, 7));
    expect(errors).toEqual([
      expect.stringMatching(/^content\/openapi\/bomba\.yaml:11:31: \$ref "#\/components\/schemas\/S7" takes the/),
    ]);
    expect(errors[0]).toContain(REFS);
  });

  it('renders a fan-out within the budget as before', () => {
    expect(errorsOf(openApiRefFanOut(8, 2))).toEqual([]);
  });

  it('a partial included twice per level, 24 levels deep, is one error at the inclusion that crosses the budget', () => {
    const errors = errorsOf(partialFanOut(24));
    expect(errors).toEqual([
      expect.stringMatching(
        /^content\/docs\/about\/_p\d+\.mdx:3:1: this partial takes the page content\/docs\/about\/hostil\.mdx past 1,000 partials/,
      ),
    ]);
  });

  it('a chain of 1,000 partials, each including the next, is one error at the first past 200, not a stack overflow', () => {
    expect(errorsOf(partialChain(1000))).toEqual([
      expect.stringMatching(/^content\/docs\/about\/_c200\.mdx:3:1: partials nested more than 200 levels deep;/),
    ]);
  });

  it('a page whose partials include each other a few times builds as before', () => {
    expect(errorsOf(partialFanOut(6))).toEqual([]);
  });
});

describe('elements nested one per line deeper than the stack allows', () => {
  it('10,000 nested <div> in an MDX page are one error at the first element past the limit, not a stack overflow', () => {
    const errors = errorsOf(flowNestedElements(10_000));
    // The page's line 3 holds the first <div>: the 201st is on line 203.
    expect(errors).toEqual([
      expect.stringMatching(/^content\/docs\/about\/hostil\.mdx:203:1: elements nested more than 200 levels deep/),
    ]);
  });

  it('keeps 150 nested elements, one per line, as they were', () => {
    expect(errorsOf(flowNestedElements(150))).toEqual([]);
  });
});
