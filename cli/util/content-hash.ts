import { hash } from 'node:crypto';

/** The 10 hex digits that name every content-addressed file of a site (payloads, manifest, index, media). */
export function contentHash(content: string | Buffer): string {
  return hash('sha256', content, 'hex').slice(0, 10);
}
