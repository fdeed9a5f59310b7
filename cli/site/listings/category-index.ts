import type { GeneratedIndex } from '../navigation/category-pages.ts';
import { categoryIndexNavKey, type DocNavigation } from '../navigation/navigation.ts';
import { docExcerpt, type DocSource } from '../../sources/doc.ts';
import { sectionsOfPage, type PageSections } from '../../search/sections.ts';
import {
  FORMAT_VERSION,
  type CategoryCard,
  type CategoryIndexPayload,
  type SidebarItem,
} from '../../../format/site-format.ts';
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
  docs: readonly DocSource[],
  navigation: ReadonlyMap<string, DocNavigation>,
): CategoryIndexListing[] {
  const descriptionOf = cardDescriptions(docs);
  return indexes.map((index) => {
    const nav = navigation.get(categoryIndexNavKey(index.category.href!));
    const payload: CategoryIndexPayload = {
      formatVersion: FORMAT_VERSION,
      kind: 'category-index',
      title: index.title,
      description: index.description,
      cards: index.category.items.flatMap((item) => cardOf(item, descriptionOf)),
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

/**
 * The cards of a category whose page is a doc (its `link` names one), for that doc's DocCardList: found by the
 * doc's href among the sidebars' categories; undefined when no category links to it.
 */
export function docCategoryCards(
  sidebars: Readonly<Record<string, SidebarItem[]>>,
  docs: readonly DocSource[],
): (href: string) => CategoryCard[] | undefined {
  const byHref = new Map<string, SidebarItem[]>();
  const walk = (items: readonly SidebarItem[]) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.href && !byHref.has(item.href)) byHref.set(item.href, item.items);
      walk(item.items);
    }
  };
  for (const items of Object.values(sidebars)) walk(items);
  const descriptionOf = cardDescriptions(docs);
  return (href) => byHref.get(href)?.flatMap((item) => cardOf(item, descriptionOf));
}

/** A doc's card text by its id: its front matter description, or else its first line of text (see docExcerpt). */
function cardDescriptions(docs: readonly DocSource[]): (docId: string) => string | undefined {
  const byId = new Map(docs.map((d) => [d.id, d]));
  return (docId) => {
    const doc = byId.get(docId);
    return doc && (doc.frontMatter.description ?? docExcerpt(doc));
  };
}

function cardOf(item: SidebarItem, descriptionOf: (docId: string) => string | undefined): CategoryCard[] {
  // Docusaurus shows no card for an html item: it has nothing to open.
  if (item.type === 'html') return [];
  const className = item.className ? { className: item.className } : {};
  if (item.type === 'category') {
    const href = item.href ?? firstHref(item.items);
    // Docusaurus shows no card for a category with nothing to open.
    if (!href) return [];
    return [
      {
        kind: 'category',
        label: item.label,
        href,
        count: item.items.length,
        ...(item.description ? { description: item.description } : {}),
        ...className,
      },
    ];
  }
  const description = item.description ?? (item.docId ? descriptionOf(item.docId) : undefined);
  // As Docusaurus's isInternalUrl: anything but a URL with a scheme or a host of its own.
  const internal = !/^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(item.href);
  return [
    {
      kind: internal ? 'doc' : 'link',
      label: item.label,
      href: item.href,
      ...(description ? { description } : {}),
      ...className,
    },
  ];
}

function firstHref(items: readonly SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'html') continue;
    const href = item.href ?? (item.type === 'category' ? firstHref(item.items) : undefined);
    if (href) return href;
  }
  return undefined;
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
