import * as z from 'zod/mini';
import { text } from '../validate/rules.ts';

/**
 * The docs' version options, as Docusaurus's docs plugin takes them (packages/docusaurus-plugin-content-docs/src/
 * options.ts): the versions are `versions.json` beside the config, their docs `versioned_docs/version-<name>/`, their
 * sidebars `versioned_sidebars/version-<name>-sidebars.json`; "current" is the docs folder itself.
 */

const VERSION_NAME = 'a version name of versions.json, or "current"';

/** One version's options (Docusaurus's `versions.<name>`). */
const versionOptions = z.strictObject({
  /** What the dropdown and the badge call it; absent, "Next" for current, else its name. */
  label: z.optional(text()),
  /** Its route under the docs' route; absent, "" for the last version, "next" for current, else its name. */
  path: z.optional(z.string()),
  /** Absent, "unreleased" for versions newer than the last, "unmaintained" for older ones, "none" for the last. */
  banner: z.optional(z.enum(['none', 'unreleased', 'unmaintained'])),
  /** "Versão: <label>" above its pages; absent, shown when more than one version is built. */
  badge: z.optional(z.boolean()),
});

export const docsVersionsShape = {
  /** The version served at the docs' route; absent, the first of versions.json (current without one). */
  lastVersion: z.optional(text(VERSION_NAME)),
  /** Builds only these versions (all when absent). */
  onlyIncludeVersions: z.optional(z.array(text(VERSION_NAME))),
  /** Whether the docs folder itself is built, as the version "current". */
  includeCurrentVersion: z._default(z.boolean(), true),
  versions: z._default(z.record(z.string(), versionOptions), {}),
};

/** Which docs' versions a version item shows: a docs instance's id (`docsInstances`); absent, the config's docs. */
export const docsPluginId = z.optional(text('the id of a docs instance of "docsInstances"'));

/** `type: "docsVersion"`: a link to the main doc of the version read, labelled with its label unless given one. */
export const navbarVersionLink = z.strictObject({
  type: z.literal('docsVersion'),
  label: z.optional(text()),
  position: z._default(z.enum(['left', 'right']), 'left'),
  docsPluginId,
});
