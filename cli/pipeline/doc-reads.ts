import { createHash } from 'node:crypto';
import type { PageContext } from '../page/page-context.ts';
import type { DocCategories } from '../site/listings/category-index.ts';
import type { DocSource } from '../sources/doc.ts';

/**
 * One thing a doc's render took from the rest of the site besides its own source, by what it asked for: its own
 * navigation (breadcrumb and pager, which show its neighbours' titles), the category whose page it is, that category's
 * cards, another doc's card description. Kept with its entry, so that a later build asks again and renders the doc
 * again only when an answer changed (see readsDigest): a title edited renders that page and the pages that show it.
 */
export type DocRead = readonly [kind: ReadKind, key: string];

type ReadKind = 'nav' | 'category' | 'cards' | 'description';

/**
 * `categories` answering as before, each question told to `read` first: a placement's context gives them to every doc
 * it renders, and the page cache records the questions of the doc being rendered.
 */
export function recordingCategories(categories: DocCategories, read: (question: DocRead) => void): DocCategories {
  return {
    categoryOf: (href) => {
      read(['category', href]);
      return categories.categoryOf(href);
    },
    cardsOf: (href) => {
      read(['cards', href]);
      return categories.cardsOf(href);
    },
    descriptionOf: (docId) => {
      read(['description', docId]);
      return categories.descriptionOf(docId);
    },
  };
}

/** The questions a doc asked, each once, in the order first asked. */
export class DocReads {
  private readonly asked = new Map<string, DocRead>();

  constructor(first: DocRead) {
    this.add(first);
  }

  add(question: DocRead): void {
    const key = `${question[0]}\0${question[1]}`;
    if (!this.asked.has(key)) this.asked.set(key, question);
  }

  get questions(): DocRead[] {
    return [...this.asked.values()];
  }
}

/**
 * A digest of what `questions` are answered in `ctx` now: the same as when the doc rendered means that its render
 * would show the same of the rest of the site.
 */
export function readsDigest(
  questions: readonly DocRead[],
  ctx: Pick<PageContext, 'navigation' | 'categories'>,
): string {
  const hash = createHash('sha1');
  for (const [kind, key] of questions) hash.update(`${JSON.stringify(answer(kind, key, ctx) ?? null)}\0`);
  return hash.digest('base64');
}

function answer(kind: ReadKind, key: string, ctx: Pick<PageContext, 'navigation' | 'categories'>): unknown {
  switch (kind) {
    case 'nav':
      return ctx.navigation.get(key);
    case 'category':
      return ctx.categories?.categoryOf(key);
    case 'cards':
      return ctx.categories?.cardsOf(key);
    case 'description':
      return ctx.categories?.descriptionOf(key);
  }
}

/** How the context is drawn from the docs: a context of another format never matches (see PageCache.begin). */
export const CONTEXT_FORMAT = 'places and reads';

/**
 * What of a doc other docs' renders may take unasked: where it is (its file, id and routes, which links resolve to,
 * and its versions') and whether it is published. What they show of it otherwise (a title in a pager, a card's
 * description) they ask for, and their entries keep the answers (see DocReads).
 */
export function docPlace(doc: DocSource): string {
  const { draft, unlisted } = doc.frontMatter;
  const { file, id, relPath, route, slashed, version, instance, alternates, sourceFile, untranslated } = doc;
  const place = [file, id, relPath, route, slashed, version, instance, alternates, sourceFile, untranslated];
  return JSON.stringify([...place, draft, unlisted]);
}
