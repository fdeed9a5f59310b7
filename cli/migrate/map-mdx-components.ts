import fs from 'node:fs';
import path from 'node:path';
import type { ImportDeclaration, ObjectExpression, Program } from 'acorn';
import { parseModule } from '../mdx/js-parser.ts';
import type { RelativePath } from './map-content.ts';
import type { Notes } from './notes.ts';
import { isBuiltInModule } from '../mdx/module-scope.ts';

const NAMES = [
  'MDXComponents.js',
  'MDXComponents.jsx',
  'MDXComponents.ts',
  'MDXComponents.tsx',
  'MDXComponents/index.js',
  'MDXComponents/index.jsx',
  'MDXComponents/index.ts',
  'MDXComponents/index.tsx',
];
const MODULE_EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts', '/index.jsx', '/index.js'];
/** Where a swizzled MDXComponents takes Docusaurus's own components from, to spread them first. */
const ORIGINAL = /^@theme(-original|-init)?\/MDXComponents$/;

/** The site's swizzled `src/theme/MDXComponents`, relative to the site folder, if it has one. */
export function findMdxComponents(siteDir: string): string | undefined {
  return NAMES.map((name) => `src/theme/${name}`).find((rel) =>
    fs.statSync(path.join(siteDir, rel), { throwIfNoEntry: false })?.isFile(),
  );
}

/**
 * docs.config.json's `mdx.components` from a swizzled `src/theme/MDXComponents`: each entry of its default export
 * (`{ ...MDXComponents, IonicIcon, Highlight: MyHighlight }`) whose value is a default import of a site file becomes
 * `"IonicIcon": "src/components/IonicIcon.tsx"`; Docusaurus's own components spread first need nothing; every other
 * entry (an HTML element's override, a named import, a package, a function written in place) gets a note.
 */
export async function mapMdxComponents(
  siteDir: string,
  rel: string,
  relative: RelativePath,
  notes: Notes,
): Promise<Record<string, string> | undefined> {
  const file = path.join(siteDir, rel);
  const fileNotes = notes.forFile(rel);
  let program: Program;
  try {
    program = parseModule(await plainJavaScript(file));
  } catch (error) {
    fileNotes.add(
      '',
      `could not be read (${(error as Error).message}); list the components it registers in "mdx.components" of docs.config.json`,
    );
    return undefined;
  }
  const imports = importsOf(program);
  const exported = defaultObject(program);
  if (!exported) {
    fileNotes.add(
      '',
      'its default export is not an object of components; list them in "mdx.components" of docs.config.json',
    );
    return undefined;
  }
  const components: Record<string, string> = {};
  for (const property of exported.properties) {
    if (property.type === 'SpreadElement') {
      const spread = property.argument.type === 'Identifier' ? imports.get(property.argument.name) : undefined;
      if (!spread || !ORIGINAL.test(spread.source))
        fileNotes.add(
          '',
          'a spread of something other than Docusaurus\'s MDXComponents cannot be mapped; list its components in "mdx.components"',
        );
      continue;
    }
    const key =
      property.key.type === 'Identifier' && !property.computed
        ? property.key.name
        : property.key.type === 'Literal'
          ? String(property.key.value)
          : undefined;
    if (key === undefined) {
      fileNotes.add('', 'an entry with a computed name cannot be mapped; list it in "mdx.components"');
      continue;
    }
    const at = (message: string) => fileNotes.add(key, message);
    if (!/^[A-Z]/.test(key)) {
      at(`overrides the HTML element <${key}>, which docsgen renders itself; left out`);
      continue;
    }
    const bound = property.value.type === 'Identifier' ? imports.get(property.value.name) : undefined;
    if (!bound) {
      at(
        'is not an imported component (a function or expression written here runs only in the browser); move it to a file of its own and list that file in "mdx.components"',
      );
      continue;
    }
    if (!bound.isDefault) {
      at(
        `is the named export ${bound.imported} of ${bound.source}; "mdx.components" takes a module's default export, so re-export it as the default of a file of its own`,
      );
      continue;
    }
    // Tabs, TabItem, CodeBlock…: a built-in made global keeps its Docusaurus path, which docsgen renders itself.
    if (isBuiltInModule(bound.source)) {
      components[key] = bound.source;
      continue;
    }
    const module = siteModule(bound.source, path.dirname(file), siteDir);
    if (!module) {
      at(`comes from ${bound.source}, which is not a file of the site; import it in the pages that use it instead`);
      continue;
    }
    components[key] = relative(module);
  }
  return Object.keys(components).length ? components : undefined;
}

/** The file's JavaScript with its JSX kept: TypeScript goes through esbuild's transform first, which drops only types. */
async function plainJavaScript(file: string): Promise<string> {
  const source = fs.readFileSync(file, 'utf8');
  if (!/\.tsx?$/.test(file)) return source;
  const esbuild = await import('esbuild');
  const { code } = await esbuild.transform(source, { loader: file.endsWith('.tsx') ? 'tsx' : 'ts', jsx: 'preserve' });
  return code;
}

interface ImportedName {
  source: string;
  isDefault: boolean;
  imported: string;
}

function importsOf(program: Program): Map<string, ImportedName> {
  const names = new Map<string, ImportedName>();
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration') continue;
    const source = String((statement as ImportDeclaration).source.value);
    for (const specifier of statement.specifiers) {
      const imported =
        specifier.type === 'ImportSpecifier'
          ? specifier.imported.type === 'Identifier'
            ? specifier.imported.name
            : String(specifier.imported.value)
          : 'default';
      names.set(specifier.local.name, {
        source,
        isDefault: specifier.type === 'ImportDefaultSpecifier' || imported === 'default',
        imported,
      });
    }
  }
  return names;
}

/**
 * `export default { … }`, or the object of a top-level `const X = { … }` exported as `export default X` or
 * `export { X as default }`.
 */
function defaultObject(program: Program): ObjectExpression | undefined {
  const declaration = program.body.find((statement) => statement.type === 'ExportDefaultDeclaration')?.declaration;
  if (declaration?.type === 'ObjectExpression') return declaration;
  const name = declaration?.type === 'Identifier' ? declaration.name : defaultSpecifier(program);
  if (name === undefined) return undefined;
  for (const statement of program.body) {
    const variables =
      statement.type === 'VariableDeclaration'
        ? statement
        : statement.type === 'ExportNamedDeclaration' && statement.declaration?.type === 'VariableDeclaration'
          ? statement.declaration
          : undefined;
    const found = variables?.declarations.find((d) => d.id.type === 'Identifier' && d.id.name === name);
    if (found?.init?.type === 'ObjectExpression') return found.init;
  }
  return undefined;
}

function defaultSpecifier(program: Program): string | undefined {
  for (const statement of program.body) {
    if (statement.type !== 'ExportNamedDeclaration' || statement.source) continue;
    const specifier = statement.specifiers.find(
      (s) => (s.exported.type === 'Identifier' ? s.exported.name : s.exported.value) === 'default',
    );
    if (specifier?.local.type === 'Identifier') return specifier.local.name;
  }
  return undefined;
}

/** A site file an import names (`@site/…`, or relative to the importing file), relative to the site folder, if it exists. */
function siteModule(source: string, fromDir: string, siteDir: string): string | undefined {
  const written = source.startsWith('@site/')
    ? path.join(siteDir, source.slice('@site/'.length))
    : /^\.\.?\//.test(source)
      ? path.resolve(fromDir, source)
      : undefined;
  if (!written) return undefined;
  const found = MODULE_EXTENSIONS.map((extension) => `${written}${extension}`).find((candidate) =>
    fs.statSync(candidate, { throwIfNoEntry: false })?.isFile(),
  );
  if (!found) return undefined;
  const rel = path.relative(siteDir, found).split(path.sep).join('/');
  return rel.startsWith('../') ? undefined : rel;
}
