import type { DocSource } from '../sources/doc.ts';
import type { BackgroundHighlighter } from '../highlight/background-highlighter.ts';
import { highlight, loadLanguages } from '../highlight/highlight.ts';
import { loadLanguageNames } from '../highlight/language-names.ts';
import { fenceLanguages } from '../markdown/plugins/code-fence.ts';
import { blogFenceLanguages } from '../page/compile-blog.ts';
import type { ApiDescriptions } from '../api/embed-renderer.ts';
import { apiSampleLanguages } from '../api/load-apis.ts';
import { CODE_SAMPLE_IDS } from '../../format/try-it/languages.ts';
import type { CodeHighlighter } from '../core/render-env.ts';

/** More code blocks than the bench's 1,000-page corpus holds, past which highlighting pays for optimized code. */
const MANY_BLOCKS = 5000;

/**
 * Gets the grammars of every fence and API sample ready, and returns the highlighter the pages render with: the
 * worker's when there is one (this thread then loads only the grammar names, to warn about unknown languages),
 * else shiki on this thread. With a worker, `preload` says which docs' grammars it loads ahead (the docs parsed again
 * of a build that reuses the last one's, see ParsedDocs.parsedNow): another doc's blocks were highlighted by the last
 * build, and are found in the highlight cache, or else have the worker load their grammar when they come. After an
 * edit of one page at 10,000 pages, loading every grammar the site uses took the worker 0.17 s of CPU for none.
 */
export async function startHighlighting(
  worker: BackgroundHighlighter | undefined,
  docs: readonly DocSource[],
  blogDir: string,
  apis: ApiDescriptions,
  preload: (doc: DocSource) => boolean = () => true,
): Promise<CodeHighlighter> {
  const languages = [
    ...(worker ? docs.filter(preload) : docs).flatMap((d) => fenceLanguages(d.body)),
    ...blogFenceLanguages(blogDir),
    ...(apis.openapi.size ? apiSampleLanguages(apis) : []),
  ];
  if (!worker) {
    await loadLanguages(languages);
    return highlight;
  }
  // Every operation has a sample in each generated language.
  const operations = [...apis.openapi.values()].reduce((sum, spec) => sum + spec.operations.length, 0);
  worker.start(languages, languages.length + operations * CODE_SAMPLE_IDS.length > MANY_BLOCKS);
  await loadLanguageNames();
  return worker.highlight;
}

/**
 * For `docsgen check`: code blocks render as nothing, since no page is written, while an unknown language is still
 * reported; the grammar names are a small module, shiki is never loaded.
 */
export async function checkingHighlighter(): Promise<CodeHighlighter> {
  await loadLanguageNames();
  return () => '';
}
