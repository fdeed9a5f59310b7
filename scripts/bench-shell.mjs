/**
 * The viewer's module scripts a route's HTML shell loads, as site paths ("/assets/main-….js"): the list its inline
 * loader adds them from (`var m=[…]`), or `<script type="module" src>` tags.
 */
export function shellScripts(html) {
  const loaded = /var m=(\[[^\]]*\])/.exec(html);
  return [
    ...[...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]),
    ...(loaded ? JSON.parse(loaded[1]) : []),
  ];
}
