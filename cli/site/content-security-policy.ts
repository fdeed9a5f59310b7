import crypto from 'node:crypto';
import type { SitePolicy } from '../../format/site-format.ts';

/** The CSP source that allows exactly this inline script. */
export function scriptHash(script: string): string {
  return `'sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * The Content-Security-Policy of every HTML file docsgen writes. Script runs
 * only from the inline scripts docsgen wrote (by hash) and what they load
 * ('strict-dynamic': the viewer, its chunks and the islands), so an event
 * handler or a `<script>` that reaches a page, even with
 * `markdown.rawHtml: "trusted"` and even one of the site's own files, does not run. Styles may be inline: the
 * highlighted code carries its colours in `style` attributes, and a style
 * cannot read the reader's token. Images and media may come from anywhere,
 * as Markdown images do. `frame-ancestors` is not allowed in a `<meta>`
 * policy: `serve`, `watch` and the nginx example send it as a header.
 */
export function contentSecurityPolicy(policy: SitePolicy, inlineScripts: readonly string[]): string {
  const hashes = [...new Set(inlineScripts.map(scriptHash))];
  return [
    "default-src 'self'",
    // 'self' is for browsers without CSP level 3, which ignore 'strict-dynamic'; those that know it ignore 'self'.
    `script-src 'self' 'strict-dynamic' ${hashes.join(' ')}`.trimEnd(),
    "style-src 'self' 'unsafe-inline'",
    'img-src * data: blob:',
    'media-src * data: blob:',
    "font-src 'self' data:",
    `connect-src 'self' ${policy.connectSrc.join(' ')}`.trimEnd(),
    `frame-src ${policy.frameSrc.length ? policy.frameSrc.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}
