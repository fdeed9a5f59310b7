import type { MarkdownIt } from 'markdown-it';

/** After the `www.` linkify-it found, where its own check of an `http:` link's tail starts (see wwwTail). */
const AS_HTTP_TAIL = '//www.';

/**
 * Whether a text can hold a link at all: every schema left has a `:` (`https:`, `mailto:`) or is `www.`, and an e-mail
 * address has an `@`.
 */
const MAY_LINK = /[:@]|www\./i;

/** A `www.` address goes on with a label and a dot (`www.exemplo.com`): `www.exemplo` alone is left text. */
const HOST_WITH_DOT = /^[\p{L}\p{N}_-]+\.[\p{L}\p{N}]/u;

/**
 * GFM's literal autolinks, as Docusaurus renders them (remark-gfm): besides the `https://…` URLs and e-mail addresses
 * markdown-it's linkify finds, an address starting with `www.` links to `http://www.…`. Bare domains (`exemplo.com`,
 * `README.md`) stay text, as in GFM, and so do the `ftp://` and protocol-relative `//host` links GFM does not know.
 *
 * linkify-it tests every text of every paragraph with one large Unicode regex before anything else (a tenth of
 * markdown-it's time on plain prose, a second at 100,000 pages); MAY_LINK turns away first, with a small one, the
 * texts that cannot hold a link, which are most of them.
 */
export function autolinkLiterals(md: MarkdownIt): void {
  md.linkify.add('ftp:', null).add('//', null);
  md.linkify.add('www.', {
    validate: wwwTail,
    normalize: (match) => {
      match.url = `http://${match.url}`;
    },
  });
  const test = md.linkify.test.bind(md.linkify);
  md.linkify.test = (text: string) => MAY_LINK.test(text) && test(text);
}

/**
 * The length of a `www.` link's address after its `www.`: what linkify-it takes for the rest of an `http://www.`
 * link (a host with a dot after `www.`, a port, a path without its trailing punctuation), or 0 when there is none.
 */
function wwwTail(text: string, pos: number, self: MarkdownIt['linkify']): number {
  if (!HOST_WITH_DOT.test(text.slice(pos, pos + 256))) return 0;
  const validator = self.re.get_http_validator();
  validator.lastIndex = 0;
  const found = validator.exec(AS_HTTP_TAIL + text.slice(pos));
  return found ? Math.max(0, found[0].length - AS_HTTP_TAIL.length) : 0;
}
