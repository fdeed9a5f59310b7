import type { IslandUse } from '../mdx/mdx-context.ts';

/** A payload's `islands`: the ids of the components it renders, each once, in order of first use; nothing without. */
export function islandIds(uses: readonly IslandUse[]): { islands?: string[] } {
  return uses.length ? { islands: [...new Set(uses.map((use) => use.id))] } : {};
}
