import { CARD_ICONS, categoryCardText } from '../../../format/category-cards.ts';
import type { CategoryCard, SidebarItem } from '../../../format/site-format.ts';
import { escapeHtml } from '../../util/html.ts';
import { dropElement } from '../element-tokens.ts';
import { isRecord, type BuildValue } from '../evaluate.ts';
import type { Element } from '../pair-tags.ts';
import type { Props, Report } from '../props.ts';

/** Where a DocCardList or a DocCard draws its cards; its meta is DocCardsMeta. */
export const MDX_DOC_CARDS = 'mdx_doc_cards';

export interface DocCardsMeta {
  /** The cards of the items the page gives; absent, those of the category whose page the doc is. */
  cards?: CategoryCard[];
  /** Written by the page (not the sidebar's): their links are checked and resolved as the page's own. */
  written?: true;
  /** A DocCard: one card, not a list. */
  single?: true;
  className?: string;
}

/** A doc's card text by its id (its description, or else its first line of text), when the id names a doc. */
export type DocDescriptions = (docId: string) => string | undefined;

/**
 * `<DocCardList />`: the cards of the doc's category, in the markup of the generated index pages (the viewer's
 * CategoryIndexPage), so both look the same.
 */
export function docCardsHtml(cards: readonly CategoryCard[], { single, className }: DocCardsMeta = {}): string {
  if (single) return `${cards.map(docCardHtml).join('')}\n`;
  const items = cards.map((card) => `<li>${docCardHtml(card)}</li>`);
  const classes = className ? `category-cards ${escapeHtml(className)}` : 'category-cards';
  return `<ul class="${classes}">${items.join('')}</ul>\n`;
}

/** `<DocCard item={…} />`: one card, a link to its page. */
export function docCardHtml(card: CategoryCard): string {
  const text = categoryCardText(card);
  const className = card.className ? `category-card ${escapeHtml(card.className)}` : 'category-card';
  const description = text ? `<p class="category-card-description">${escapeHtml(text)}</p>` : '';
  const title = `<span aria-hidden="true">${CARD_ICONS[card.kind]}</span> ${escapeHtml(card.label)}`;
  const heading = `<h2 class="category-card-title">${title}</h2>`;
  return `<a href="${escapeHtml(card.href)}" class="${className}">${heading}${description}</a>`;
}

/**
 * The card of a sidebar item, as Docusaurus's DocCard draws it: a doc's shows its description, a category's its
 * description or how many items it holds; none for an HTML item or a category with nothing to open.
 */
export function cardOfSidebarItem(item: SidebarItem, descriptionOf: DocDescriptions): CategoryCard[] {
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

/**
 * `<DocCardList />` and `<DocCardList items={…} />`, as Docusaurus's: without items, the cards of the category whose
 * page the doc is (drawn once the page's category is known); with items, a card each.
 */
export function docCardList(element: Element, props: Props, report: Report, descriptionOf: DocDescriptions): void {
  dropElement(element);
  element.open.type = MDX_DOC_CARDS;
  const className = typeof props.className === 'string' ? { className: props.className } : {};
  if (props.items === undefined) {
    element.open.meta = className;
    return;
  }
  const at = element.at(element.tag.start);
  if (!Array.isArray(props.items)) {
    report(at, '<DocCardList> takes items={[…]}, the sidebar items to draw, as useCurrentSidebarCategory().items');
    return;
  }
  const cards = props.items.flatMap((value, i) => {
    const item = sidebarItemOf(value);
    if (!('problem' in item)) return cardOfSidebarItem(item, descriptionOf);
    report(at, `<DocCardList>: items[${i}]: ${item.problem}`);
    return [];
  });
  element.open.meta = { cards, written: true, ...className } satisfies DocCardsMeta;
}

/** `<DocCard item={…} />`: the card of one sidebar item. */
export function docCard(element: Element, props: Props, report: Report, descriptionOf: DocDescriptions): void {
  dropElement(element);
  const item = sidebarItemOf(props.item);
  if ('problem' in item) return report(element.at(element.tag.start), `<DocCard item={…}>: ${item.problem}`);
  element.open.type = MDX_DOC_CARDS;
  element.open.meta = {
    cards: cardOfSidebarItem(item, descriptionOf),
    written: true,
    single: true,
  } satisfies DocCardsMeta;
}

/**
 * A sidebar item a page gives `<DocCard item>` or `<DocCardList items>` (written out, or from
 * `useCurrentSidebarCategory().items`), read as Docusaurus's PropSidebarItem; a problem says what is missing.
 */
export function sidebarItemOf(value: BuildValue): SidebarItem | { problem: string } {
  const usage =
    "an item is { type: 'link', label: 'Título', href: '/docs/pagina' } (docId names a doc, whose description the " +
    "card shows) or { type: 'category', label: 'Grupo', items: [ … ] }";
  if (!isRecord(value)) return { problem: usage };
  const { type, label, href, docId, description, className } = value;
  if (type === 'html') return { type: 'html', html: '' };
  if (typeof label !== 'string' || (type !== 'link' && type !== 'category')) return { problem: usage };
  const extras = {
    ...(typeof description === 'string' ? { description } : {}),
    ...(typeof className === 'string' ? { className } : {}),
  };
  if (type === 'link') {
    if (typeof href !== 'string') return { problem: `the link item "${label}" has no href; ${usage}` };
    return { type, label, href, ...(typeof docId === 'string' ? { docId } : {}), ...extras };
  }
  if (!Array.isArray(value.items)) return { problem: `the category item "${label}" has no items; ${usage}` };
  const items: SidebarItem[] = [];
  for (const child of value.items) {
    const item = sidebarItemOf(child);
    if ('problem' in item) return item;
    items.push(item);
  }
  return {
    type,
    label,
    items,
    collapsed: true,
    ...(typeof href === 'string' ? { href } : {}),
    ...extras,
  };
}

function firstHref(items: readonly SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'html') continue;
    const href = item.href ?? (item.type === 'category' ? firstHref(item.items) : undefined);
    if (href) return href;
  }
  return undefined;
}
