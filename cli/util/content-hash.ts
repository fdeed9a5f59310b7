import { hash } from 'node:crypto';

/** The 10 hex digits that name every content-addressed file of a site (payloads, manifest, index, media). */
export function contentHash(content: string | Buffer): string {
  return hash('sha256', content, 'hex').slice(0, 10);
}

/**
 * A JSON file of the site named by its content (`<stem>.<hash>.json`, cached for good), or by its stem alone when
 * `stable` (watch mode, served with no-cache, so a rebuild serves it at the same address).
 */
export function siteJsonFileName(stem: string, json: string, stable: boolean): string {
  return stable ? `${stem}.json` : `${stem}.${contentHash(json)}.json`;
}
