import { type SearchLanguage, searchLanguageOf } from '../../format/search/language.ts';
import { matcherFor, splitByTerms } from './mark-terms.ts';

const SKIPPED = new Set(['MARK', 'SCRIPT', 'STYLE', 'TEXTAREA']);

/**
 * Wraps the words of an article that match the search terms in `<mark>`.
 * Marks are built with createElement and text nodes, never from HTML, and
 * `undo` puts the original text nodes back.
 */
export function highlightTerms(root: Element, terms: readonly string[], language: SearchLanguage): () => void {
  const matches = matcherFor(terms, language);
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement && SKIPPED.has(node.parentElement.tagName)
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  const marks: HTMLElement[] = [];
  for (const text of texts) {
    const parts = splitByTerms(text.data, matches);
    if (!parts.some((p) => p.match)) continue;
    const fragment = root.ownerDocument.createDocumentFragment();
    for (const part of parts) {
      if (!part.match) {
        fragment.append(part.text);
        continue;
      }
      const mark = root.ownerDocument.createElement('mark');
      mark.className = 'search-highlight';
      mark.textContent = part.text;
      marks.push(mark);
      fragment.append(mark);
    }
    text.replaceWith(fragment);
  }
  return () => {
    const parents = new Set<Node>();
    for (const mark of marks) {
      if (!mark.parentNode) continue;
      parents.add(mark.parentNode);
      mark.replaceWith(mark.textContent ?? '');
    }
    for (const parent of parents) parent.normalize();
  };
}

/** The article body the doc page renders from the payload. */
const ARTICLE_BODY = 'main .markdown';

let current: (() => void) | undefined;

/**
 * Highlights the article once it is on screen (right away, or when the page
 * being opened renders) and scrolls to the target heading. Only one article is
 * highlighted at a time; the returned function takes the marks away.
 */
export function highlightArticle(terms: readonly string[], targetId: string): () => void {
  current?.();
  let undo: (() => void) | undefined;
  const apply = (body: Element) => {
    // The page's language is its site's, whose index made the terms (both from the locale's htmlLang).
    undo = highlightTerms(body, terms, searchLanguageOf(document.documentElement.lang));
    if (targetId) body.ownerDocument.getElementById(targetId)?.scrollIntoView();
  };
  const body = document.querySelector(ARTICLE_BODY);
  let observer: MutationObserver | undefined;
  if (body?.hasChildNodes()) apply(body);
  else {
    observer = new MutationObserver(() => {
      const shown = document.querySelector(ARTICLE_BODY);
      if (!shown?.hasChildNodes()) return;
      observer!.disconnect();
      apply(shown);
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }
  const stop = () => {
    observer?.disconnect();
    undo?.();
    if (current === stop) current = undefined;
  };
  current = stop;
  return stop;
}
