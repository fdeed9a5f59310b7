import { createHash } from 'node:crypto';
import type { ApiDescriptions } from '../api/embed-renderer.ts';
import type { PageContext } from '../page/page-context.ts';
import type { DocCategories } from '../site/listings/category-index.ts';
import { docExcerpt, type DocSource } from '../sources/doc.ts';

/**
 * One thing a doc's render took from the rest of the site besides its own source, by what it asked for: its own
 * navigation (breadcrumb and pager, which show its neighbours' titles), the category whose page it is, that category's
 * cards, another doc's card description, the API descriptions (an embed, a page written from one). Kept with its
 * entry, so that a later build asks again and renders the doc again only when an answer changed (see readAnswers): a
 * title edited renders that page and the pages that show it.
 */
export type DocRead = readonly [kind: ReadKind, key: string];

type ReadKind = 'nav' | 'category' | 'cards' | 'description' | 'api';

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
    described: categories.described,
  };
}

/**
 * `apis` as before, its use told to `read` first: a page that renders an embed, or its search text or Markdown from
 * one, asks for the OpenAPI descriptions or the GraphQL schemas it reads (answered by their files' digests, see
 * readAnswers), for which are invalid, or for both kinds when it reads anything else. The API key's URL is the
 * config's, and the writer of GraphQL pages is code: neither is asked for.
 */
export function recordingApis(apis: ApiDescriptions, read: (question: DocRead) => void): ApiDescriptions {
  return new Proxy(apis, {
    get: (target, property, receiver) => {
      if (property !== 'apiKeyUrl' && property !== 'graphqlPages')
        read(['api', property === 'openapi' || property === 'graphql' || property === 'invalid' ? property : 'all']);
      return Reflect.get(target, property, receiver);
    },
  });
}

/**
 * The questions a doc asked, each once, in the order first asked, as its entry keeps them: one string of kinds and
 * keys between NUL characters (a few thousand of small arrays cost a reused site more to read back than a string).
 */
export class DocReads {
  private readonly asked = new Set<string>();

  constructor(first: DocRead) {
    this.add(first);
  }

  add([kind, key]: DocRead): void {
    this.asked.add(`${kind}\0${key}`);
  }

  get questions(): string {
    return [...this.asked].join('\0');
  }
}

/**
 * What the `questions` of a DocReads are answered in `ctx` now, as one string: the same as when the doc rendered
 * means that its render would show the same of the rest of the site. Kept whole rather than hashed: a page's answers
 * are a few hundred bytes, and hashing 10,000 of them cost a reused site more than comparing them.
 */
export function readAnswers(questions: string, ctx: AnswerContext): string {
  const parts = questions.split('\0');
  const answers: unknown[] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) answers.push(answer(parts[i] as ReadKind, parts[i + 1]!, ctx) ?? null);
  return JSON.stringify(answers);
}

/**
 * Where the questions are answered: a placement's context, with digests of the files of the API descriptions by
 * `openapi`, `graphql` and `all` (the build's, from the hashes of its inputs; watch mode forgets its docs when one
 * changes, and gives none).
 */
type AnswerContext = Pick<PageContext, 'navigation' | 'categories' | 'apis'> & {
  apiDigests?: Readonly<Record<string, string>>;
};

function answer(kind: ReadKind, key: string, ctx: AnswerContext): unknown {
  switch (kind) {
    case 'api':
      return key === 'invalid' ? [...ctx.apis.invalid].sort() : ctx.apiDigests?.[key];
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

/** How the context is drawn from the docs: a context of another format never matches (see docPlaces). */
const CONTEXT_FORMAT = 'places and reads';

/**
 * Every doc's place (see docPlace) with the doc shown at the docs' base route, in the docs' order: what the docs of a
 * compile share, the build's PageCache and watch mode's RenderedDocs alike.
 */
export function docPlaces(docs: readonly DocSource[], contextOf: (doc: DocSource) => PageContext): string {
  const shown = docs[0] ? (contextOf(docs[0]).shownAtDocs ?? '') : '';
  return [CONTEXT_FORMAT, shown, ...docs.map(docPlace)].join('\0');
}

/**
 * A digest of everything a doc was parsed to but the excerpt a render may add: what it is rendered from of its own,
 * for a doc with no file (a page written from an API description) and for watch mode, which keeps no file hashes.
 * Hashed, since kept whole for 10,000 docs it would be as large again as their text.
 */
export function parsedDigest(doc: DocSource): string {
  const { excerpt: _excerpt, ...parsed } = doc;
  return createHash('sha1').update(JSON.stringify(parsed)).digest('base64');
}

/**
 * A digest of everything a doc was parsed to but its body: its front matter, title, id, routes and place, with the
 * first line a card or its head shows when it has no description. Two versions of a doc with the same outline differ
 * only by what their body renders to (see buildEditedDocs).
 */
export function docOutline(doc: DocSource): string {
  const { body: _body, excerpt: _excerpt, ...outline } = doc;
  const firstLine = doc.frontMatter.description ? null : docExcerpt(doc);
  return createHash('sha1')
    .update(JSON.stringify([outline, firstLine]))
    .digest('base64');
}

/**
 * What of a doc other docs' renders may take unasked: where it is (its file, id and routes, which links resolve to,
 * and its versions') and whether it is published. What they show of it otherwise (a title in a pager, a card's
 * description) they ask for, and their entries keep the answers (see DocReads).
 */
function docPlace(doc: DocSource): string {
  const { draft, unlisted } = doc.frontMatter;
  const { file, id, relPath, route, slashed, version, instance, alternates, sourceFile, untranslated } = doc;
  const place = [file, id, relPath, route, slashed, version, instance, alternates, sourceFile, untranslated];
  return JSON.stringify([...place, draft, unlisted]);
}
