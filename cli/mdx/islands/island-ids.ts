import { contentHash } from '../../util/content-hash.ts';
import type { IslandUse } from '../mdx-context.ts';

/** A component's id: the same module and export give the same id on every page and in every build. */
export function islandId(key: string): string {
  return contentHash(key).slice(0, 8);
}

/** A payload's `islands`: the ids of the components it renders, each once, in order of first use; nothing without. */
export function islandIds(uses: readonly IslandUse[]): { islands?: string[] } {
  return uses.length ? { islands: [...new Set(uses.map((use) => use.id))] } : {};
}
