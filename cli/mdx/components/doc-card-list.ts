import { CARD_ICONS, categoryCardText } from '../../../format/category-cards.ts';
import type { CategoryCard } from '../../../format/site-format.ts';
import { escapeHtml } from '../../util/html.ts';

/**
 * `<DocCardList />`: the cards of the doc's category, in the markup of the generated index pages (the viewer's
 * CategoryIndexPage), so both look the same.
 */
export function docCardsHtml(cards: readonly CategoryCard[]): string {
  const items = cards.map((card) => {
    const text = categoryCardText(card);
    const className = card.className ? `category-card ${escapeHtml(card.className)}` : 'category-card';
    const description = text ? `<p class="category-card-description">${escapeHtml(text)}</p>` : '';
    return `<li><a href="${escapeHtml(card.href)}" class="${className}"><h2 class="category-card-title"><span aria-hidden="true">${CARD_ICONS[card.kind]}</span> ${escapeHtml(card.label)}</h2>${description}</a></li>`;
  });
  return `<ul class="category-cards">${items.join('')}</ul>\n`;
}
