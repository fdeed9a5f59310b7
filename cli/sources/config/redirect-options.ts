import * as z from 'zod/mini';
import { matching, satisfying } from '../validate/rules.ts';

const PATHNAME = 'a path of this site such as "/docs/old-page", without host, query or fragment';

/**
 * A path that names a page the way a browser would ask for it, as Docusaurus's isValidPathname decides: it starts
 * with "/", and URL parsing leaves it as written (or only percent-encodes it), so no "..", no "//host", no "?" or "#".
 */
export function isValidPathname(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  try {
    const parsed = new URL(value, 'https://site.invalid').pathname;
    return parsed === value || parsed === encodeURI(value);
  } catch {
    return false;
  }
}

const fromPath = z.string({ error: PATHNAME }).check(satisfying(isValidPathname, PATHNAME));

/**
 * One rule of `redirects`, as @docusaurus/plugin-client-redirects reads it: every `from` is a page written to lead to
 * `to`. A redirect never leaves the site: `to` is a path of it, checked like any link.
 */
export const redirectRule = z.strictObject({
  from: z.union([fromPath, z.array(fromPath)], { error: `${PATHNAME}, or a list of them` }),
  to: matching(/^\/(?![/\\])/, 'a path of this site such as "/docs/new-page"; a redirect never leaves the site'),
});

export const redirectsSchema = z._default(z.array(redirectRule), []);

export type RedirectRule = z.output<typeof redirectRule>;
