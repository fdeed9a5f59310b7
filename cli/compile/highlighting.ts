import type { DocSource } from '../parse/doc.ts';
import type { BackgroundHighlighter } from '../render/background-highlighter.ts';
import { highlight, loadLanguages, type CodeHighlighter } from '../render/highlight.ts';
import { loadLanguageNames } from '../render/language-names.ts';
import { fenceLanguages } from '../render/plugins/code-fence.ts';
import { blogFenceLanguages } from '../blog/compile-blog.ts';
import type { ApiDescriptions } from './embed-renderer.ts';
import { API_SAMPLE_LANGUAGES } from './load-apis.ts';

/**
 * Gets the grammars of every fence and API sample ready, and returns the highlighter the pages render with: the
 * worker's when there is one (this thread then loads only the grammar names, to warn about unknown languages),
 * else shiki on this thread.
 */
export async function startHighlighting(
  worker: BackgroundHighlighter | undefined,
  docs: readonly DocSource[],
  blogDir: string,
  apis: ApiDescriptions,
): Promise<CodeHighlighter> {
  const languages = [
    ...docs.flatMap((d) => fenceLanguages(d.body)),
    ...blogFenceLanguages(blogDir),
    ...(apis.openapi.size ? API_SAMPLE_LANGUAGES : []),
  ];
  if (!worker) {
    await loadLanguages(languages);
    return highlight;
  }
  worker.start(languages);
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
