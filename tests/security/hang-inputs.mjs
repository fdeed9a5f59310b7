// The inputs of issue 39 that hung a build ("Bounded everything"), as generators of project files: each returns the
// files to add to a project whose main doc is `about/intro`, keyed by their path in the project. The hostile benchmark
// (scripts/bench-hostile.mjs) times a build of each; tests/cli/security/budgets.test.ts checks the one error each gives.

/** YAML anchors a0 … a{depth-1}, each a list of `width` aliases of the one before: width^depth values from a few lines. */
export function aliasLines(width, depth, indent = '') {
  const lines = [`${indent}a0: &a0 [${Array(width).fill('"x"').join(', ')}]`];
  for (let i = 1; i < depth; i++)
    lines.push(
      `${indent}a${i}: &a${i} [${Array(width)
        .fill(`*a${i - 1}`)
        .join(', ')}]`,
    );
  return lines;
}

/** Front matter whose title and tags are width^depth values through aliases. */
export function frontMatterAliasBomb(width, depth) {
  const top = `*a${depth - 1}`;
  const page = `---\n${aliasLines(width, depth).join('\n')}\ntitle: ${top}\ntags: ${top}\n---\n# Bomba\n`;
  return { 'content/docs/about/intro.md': page };
}

/** The intro page, rendering the one operation of the OpenAPI document `content/openapi/bomba.yaml`. */
const OPENAPI_PAGE = '# Intro\n\n:::openapi bomba GET /bomba\n:::\n';

/** An OpenAPI document whose one response example is width^depth values through aliases, anchored in `x-valores`. */
export function openApiAliasBomb(width, depth) {
  const spec = [
    'openapi: 3.1.0',
    'info: { title: Bomba, version: "1" }',
    'x-valores:',
    ...aliasLines(width, depth, '  '),
    'paths:',
    '  /bomba:',
    '    get:',
    '      responses:',
    "        '200':",
    '          description: ok',
    '          content:',
    '            application/json:',
    `              example: *a${depth - 1}`,
  ];
  return { 'content/openapi/bomba.yaml': `${spec.join('\n')}\n`, 'content/docs/about/intro.md': OPENAPI_PAGE };
}

/**
 * An OpenAPI document whose schemas S1 … S{depth} each have `width` properties that are `$ref`s to the one below, and
 * whose one response is S{depth}: width^depth schemas once every `$ref` is expanded, from a few lines.
 */
export function openApiRefFanOut(width, depth) {
  const schemas = ['    S0: { type: string }'];
  for (let i = 1; i <= depth; i++) {
    const props = Array.from({ length: width }, (_, p) => `p${p}: { $ref: "#/components/schemas/S${i - 1}" }`);
    schemas.push(`    S${i}:`, '      type: object', `      properties: { ${props.join(', ')} }`);
  }
  const spec = [
    'openapi: 3.1.0',
    'info: { title: Leque, version: "1" }',
    'paths:',
    '  /bomba:',
    '    get:',
    '      responses:',
    "        '200':",
    '          description: ok',
    '          content:',
    '            application/json:',
    `              schema: { $ref: "#/components/schemas/S${depth}" }`,
    'components:',
    '  schemas:',
    ...schemas,
  ];
  return { 'content/openapi/bomba.yaml': `${spec.join('\n')}\n`, 'content/docs/about/intro.md': OPENAPI_PAGE };
}

/**
 * A page that includes the partial `_p1.mdx` twice, which includes `_p2.mdx` twice, and so on to `_p{depth}.mdx`, a
 * line of text: 2^depth copies of that line from depth + 1 tiny files.
 */
export function partialFanOut(depth) {
  const includeTwice = (next) => `import P from './_p${next}.mdx';\n\n<P />\n\n<P />\n`;
  const files = { 'content/docs/about/intro.mdx': `# Intro\n\n${includeTwice(1)}` };
  for (let i = 1; i <= depth; i++)
    files[`content/docs/about/_p${i}.mdx`] = i < depth ? includeTwice(i + 1) : 'Uma linha.\n';
  return files;
}

/** A page that includes `_c1.mdx`, which includes `_c2.mdx`, and so on to `_c{depth}.mdx`: partials `depth` deep. */
export function partialChain(depth) {
  const include = (next) => `import P from './_c${next}.mdx';\n\n<P />\n`;
  const files = { 'content/docs/about/intro.mdx': `# Intro\n\n${include(1)}` };
  for (let i = 1; i <= depth; i++) files[`content/docs/about/_c${i}.mdx`] = i < depth ? include(i + 1) : 'Fim.\n';
  return files;
}

/** A paragraph of `"<a "` repeated up to `bytes`. */
export function repeatedTagOpeners(bytes) {
  return { 'content/docs/about/intro.md': `# Intro\n\n${'<a '.repeat(Math.floor(bytes / 3))}\n` };
}

/** A paragraph of `"[a"` repeated up to `bytes`. */
export function repeatedLinkOpeners(bytes) {
  return { 'content/docs/about/intro.md': `# Intro\n\n${'[a'.repeat(Math.floor(bytes / 2))}\n` };
}

/** An MDX page of `count` nested `<div>`, one per line, each closed on a line of its own after the text. */
export function flowNestedElements(count) {
  const page = `# Intro\n\n${'<div>\n'.repeat(count)}\nx\n\n${'</div>\n'.repeat(count)}`;
  return { 'content/docs/about/intro.mdx': page };
}
