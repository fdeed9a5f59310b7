/**
 * `@docusaurus/Head` for islands. The viewer owns the document's head (title, description, alternates from the
 * page's front matter), so a component's head tags are left out, as in a page, where the build warns.
 */
export default function Head(_props: { children?: unknown }) {
  return null;
}
