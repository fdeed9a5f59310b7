import { error, type Diagnostic } from '../core/diagnostics.ts';
import type { GeneratedReferences } from '../api/reference/generate-references.ts';
import { parseDoc, type MarkdownFormat } from '../sources/doc.ts';
import { parseFrontMatter } from '../sources/front-matter.ts';
import { jsonLinesFrontMatter } from '../sources/given-front-matter.ts';
import type { Sources } from '../sources/load-sources.ts';

/**
 * Puts the generated reference pages among the docs, as the files they stand for would be: each parsed as a
 * CommonMark page (an API description's Markdown is not MDX, whatever the site's `markdown.format`), its folders'
 * categories beside those of `_category_` files. A generated page whose route a writer's doc already has is an error
 * at the description: the writer's page is kept.
 */
export function addReferencePages(
  sources: Sources,
  generated: GeneratedReferences,
  docsFolder: { route: string; format?: MarkdownFormat },
): { diagnostics: Diagnostic[] } {
  const diagnostics = [...generated.diagnostics];
  const routes = new Map(sources.docs.map((doc) => [doc.route, doc]));
  for (const page of generated.pages) {
    const parsed = parseDoc(page.file, page.relPath, page.text, docsFolder.route, 'md', generatedFrontMatter);
    diagnostics.push(...parsed.diagnostics);
    const taken = routes.get(parsed.doc.route);
    if (taken) {
      diagnostics.push(
        error(
          'duplicate-route',
          page.file,
          1,
          1,
          `the generated reference page ${parsed.doc.route} has the route of ${taken.file}; give the apiReference entry another route, or move the doc`,
        ),
      );
      continue;
    }
    routes.set(parsed.doc.route, parsed.doc);
    sources.docs.push({ ...parsed.doc, mdx: false });
  }
  const declared = new Set(sources.categories.map((category) => category.dir));
  for (const category of generated.categories) if (!declared.has(category.dir)) sources.categories.push(category);
  return { diagnostics };
}

/** A generated page's front matter, written as JSON lines by docsgen (see jsonLinesFrontMatter). */
const generatedFrontMatter = (file: string, source: string) =>
  jsonLinesFrontMatter(source) ?? parseFrontMatter(file, source);
