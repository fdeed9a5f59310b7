import type { CategoryCard } from './site-format.ts';

/** The mark before each card's title, as Docusaurus's DocCard shows them: a page, a link elsewhere, a category. */
export const CARD_ICONS: Record<CategoryCard['kind'], string> = { doc: '📄️', link: '🔗', category: '🗃️' };

/** What a card says under its title: its description, or for a category how many items it holds (Docusaurus's pt-BR words). */
export function categoryCardText(card: CategoryCard): string | undefined {
  if (card.description) return card.description;
  if (card.kind !== 'category' || card.count === undefined) return undefined;
  return card.count === 1 ? '1 item' : `${card.count} itens`;
}
