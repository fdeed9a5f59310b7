import type { GeneratedIndex } from '../navigation/category-pages.ts';
import { categoryIndexNavKey, type DocNavigation } from '../navigation/navigation.ts';
import { docExcerpt, type DocSource } from '../../sources/doc.ts';
import { sectionsOfPage, type PageSections } from '../../search/sections.ts';
import {
  FORMAT_VERSION,
  type CategoryCard,
  type CategoryIndexPayload,
  type SidebarCategory,
  type SidebarItem,
} from '../../../format/site-format.ts';
import { cardOfSidebarItem, type DocDescriptions } from '../../mdx/components/doc-card-list.ts';
import type { BuiltListing } from './listing.ts';

export interface CategoryIndexListing extends BuiltListing {
  payload: CategoryIndexPayload;
  sidebar: string;
  keywords: string[];
  image?: string;
}

/**
 * The generated index pages, as Docusaurus draws them: the title, the description, and a card per item of the
 * category. A doc's card shows its front matter description, or else its first line of text; a category's, its
 * description or how many items it holds; a link's, its description.
 */
export function categoryIndexPages(
  indexes: readonly GeneratedIndex[],
  descriptionOf: DocDescriptions,
  navigation: ReadonlyMap<string, DocNavigation>,
): CategoryIndexListing[] {
  return indexes.map((index) => {
    const nav = navigation.get(categoryIndexNavKey(index.category.href!));
    const payload: CategoryIndexPayload = {
      formatVersion: FORMAT_VERSION,
      kind: 'category-index',
      title: index.title,
      description: index.description,
      cards: index.category.items.flatMap((item) => cardOfSidebarItem(item, descriptionOf)),
      breadcrumb: nav?.breadcrumb ?? [{ label: index.category.label }],
      ...(nav?.previous ? { previous: nav.previous } : {}),
      ...(nav?.next ? { next: nav.next } : {}),
    };
    return {
      path: index.route,
      name: `category-index${index.route}`,
      description: index.description,
      payload,
      sidebar: index.sidebar,
      keywords: index.keywords,
      ...(index.image ? { image: index.image } : {}),
    };
  });
}

/** What a doc's DocCardList and DocCard draw from: the category whose page the doc is, and docs' descriptions. */
export interface DocCategories {
  /** The category whose page is the doc at `href` (its `link` names the doc); undefined when none links to it. */
  categoryOf(href: string): SidebarCategory | undefined;
  /** That category's cards. */
  cardsOf(href: string): CategoryCard[] | undefined;
  descriptionOf: DocDescriptions;
  /**
   * The docs whose card text was drawn so far: by a DocCardList or a DocCard, a generated index page, or a reused
   * page asking again (see readAnswers). Watch compiles everything when the first line of such a doc changes, which
   * its card shows when it has no description (see planRebuild).
   */
  readonly described: ReadonlySet<string>;
}

/** The categories of the sidebars by the href of the doc each links to, for its DocCardList. */
export function docCategories(
  sidebars: Readonly<Record<string, SidebarItem[]>>,
  docs: readonly DocSource[],
): DocCategories {
  const byHref = new Map<string, SidebarCategory>();
  const walk = (items: readonly SidebarItem[]) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.href && !byHref.has(item.href)) byHref.set(item.href, item);
      walk(item.items);
    }
  };
  for (const items of Object.values(sidebars)) walk(items);
  const cardText = cardDescriptions(docs);
  const described = new Set<string>();
  const descriptionOf: DocDescriptions = (docId) => {
    described.add(docId);
    return cardText(docId);
  };
  return {
    categoryOf: (href) => byHref.get(href),
    cardsOf: (href) => byHref.get(href)?.items.flatMap((item) => cardOfSidebarItem(item, descriptionOf)),
    descriptionOf,
    described,
  };
}

/** A doc's card text by its id: its front matter description, or else its first line of text (see docExcerpt). */
function cardDescriptions(docs: readonly DocSource[]): DocDescriptions {
  const byId = new Map(docs.map((d) => [d.id, d]));
  return (docId) => {
    const doc = byId.get(docId);
    return doc && (doc.frontMatter.description ?? docExcerpt(doc));
  };
}

/** A generated index page as the search index sees it: its title, description, keywords and the cards' text. */
export function categoryIndexSearchPage(listing: CategoryIndexListing, url: string): PageSections {
  const { payload } = listing;
  const cards = payload.cards.map((card) => [card.label, card.description].filter(Boolean).join(': '));
  return sectionsOfPage({
    kind: 'doc',
    title: payload.title,
    url,
    crumbs: payload.breadcrumb.slice(0, -1).map((item) => item.label),
    keywords: listing.keywords,
    description: [payload.description, ...cards].filter(Boolean).join('\n'),
    tokens: [],
  });
}
