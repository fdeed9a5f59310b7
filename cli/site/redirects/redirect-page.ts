import { UI_STRINGS, uiLanguageOf } from '../../../format/ui-strings/language.ts';
import { escapeHtml } from '../../util/html.ts';
import { scriptHash } from '../content-security-policy.ts';

/**
 * The one script of every redirect page: it goes to the page's `meta refresh` target, keeping the address's query
 * and `#hash` (the refresh alone would drop them). It holds no data of its own, so that one Content-Security-Policy
 * hash allows it on every redirect page; what it needs it reads from the page.
 */
export const REDIRECT_SCRIPT = `(function(){var m=document.querySelector('meta[http-equiv="refresh"]');if(!m)return;
var t=m.getAttribute("content").replace(/^[^;]*;\\s*url=/i,""),i=t.indexOf("#"),p=i<0?t:t.slice(0,i),f=i<0?"":t.slice(i),q=location.search;
if(q)p+=p.indexOf("?")<0?q:"&"+q.slice(1);location.replace(p+(location.hash||f));})();`;

/**
 * A page that sends readers of an old address to its new one, as @docusaurus/plugin-client-redirects writes it: a
 * canonical link, a `meta refresh` for browsers without script, and REDIRECT_SCRIPT, which keeps the `#hash`. `href`
 * is the target with baseUrl, `canonical` the same on the production origin.
 */
export function redirectPage(href: string, canonical: string, htmlLang: string): string {
  const to = escapeHtml(href);
  const text = UI_STRINGS[uiLanguageOf(htmlLang)];
  // Nothing but its own script may run or load here; the target is same-origin (a redirect never leaves the site).
  const policy = `default-src 'none'; script-src ${scriptHash(REDIRECT_SCRIPT)}; base-uri 'none'; form-action 'none'`;
  return `<!doctype html>
<html lang="${escapeHtml(htmlLang)}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${escapeHtml(policy)}">
<title>${text.redirecting}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(canonical)}">
<meta http-equiv="refresh" content="0; url=${to}">
<script>${REDIRECT_SCRIPT}</script>
</head>
<body>
<p>${text.pageMoved} <a href="${to}">${to}</a>.</p>
</body>
</html>
`;
}
