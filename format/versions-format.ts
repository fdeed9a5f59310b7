/** The docs versions of a site (Manifest.versions): the config's docs' and each docs instance's. */

/** One docs version, as Docusaurus's docs plugin describes it (its `versions` options). */
export interface DocsVersion {
  /** As `versions.json` names it ("1.0.0", "current"); a docs instance's after its id and a "/" ("community/1.0.0"). */
  name: string;
  label: string;
  /** Site path of the version's docs, without baseUrl: "/docs", "/docs/next", "/docs/1.0". */
  path: string;
  isLast?: true;
  /** Where a reader switching to this version lands when the page shown has no counterpart in it (baseUrl included). */
  mainHref: string;
  /** The banner above its pages: a version not yet released, or one no longer maintained. */
  banner?: 'unreleased' | 'unmaintained';
  /** Its pages show "Versão: <label>". */
  badge?: true;
  /** The docs instance it is a version of (the config's `docsInstances`); absent for the config's docs. */
  docsPluginId?: string;
}
