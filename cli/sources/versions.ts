import fs from 'node:fs';
import path from 'node:path';
import { baseRoute } from '../../format/routes.ts';
import { error, type Diagnostic } from '../core/diagnostics.ts';
import { readText } from '../util/read-text.ts';
import type { LoadedConfig } from './config/load-config.ts';
import { baseRoutesOf, docsDirOf } from './config/site-layout.ts';
import { jsonSyntaxErrors, readJson } from './validate/json-source.ts';

/** The docs folder itself, as Docusaurus names it among the versions. */
export const CURRENT_VERSION = 'current';

/** One docs version to build, its options resolved as Docusaurus's docs plugin resolves them (src/versions/). */
export interface DocsVersionSource {
  name: string;
  /**
   * Its name across the site: the name, after its instance's id and a "/" for an instance's ("community/1.0.0"), so
   * that two instances' versions of one name keep apart in routes, menus and search.
   */
  id: string;
  /** Its docs instance's id (see docsInstances); absent for the config's docs. */
  instance?: string;
  label: string;
  /** The version's docs route, without baseUrl: "/docs", "/docs/next", "/docs/1.0". */
  route: string;
  isLast: boolean;
  banner?: 'unreleased' | 'unmaintained';
  badge: boolean;
  /** Absolute folder of its docs. */
  dir: string;
  /** Its sidebars file (`versioned_sidebars/version-<name>-sidebars.json`); absent for current, whose are the config's. */
  sidebarsFile?: string;
  /**
   * What its doc ids and sidebar names start with, to keep them apart from the other versions': "" for current,
   * "version-1.0/" for 1.0; an instance's id and a "/" before both ("community/", "community/version-1.0/").
   */
  idPrefix: string;
}

/**
 * The versions a docs plugin builds: the config's docs (`instance` absent), or a docs instance's. Docusaurus lays them
 * out beside the config, an instance's files named after its id (src/versions/files.ts): `versions.json`,
 * `versioned_docs/`, `versioned_sidebars/`, or `community_versions.json`, `community_versioned_docs/`… Filtered and
 * labelled by the plugin's options; without a versions file, current alone is built, as it always has been.
 */
export function readDocsVersions(
  loaded: LoadedConfig,
  cwd: string,
  instance?: string,
): { versions: DocsVersionSource[]; diagnostics: Diagnostic[] } {
  const { config } = loaded;
  const plugin = instance === undefined ? undefined : config.docsInstances[instance]!;
  const options = plugin ?? config.docs;
  const configKey = instance === undefined ? ['docs'] : ['docsInstances', instance];
  const docsRoute = plugin ? baseRoute(plugin.routeBasePath) : baseRoutesOf(config).docs;
  const ownFile = (file: string) => path.join(loaded.rootDir, instance === undefined ? file : `${instance}_${file}`);
  const diagnostics: Diagnostic[] = [];
  const listFile = ownFile('versions.json');
  const listed = fs.existsSync(listFile) ? readVersionList(listFile, path.relative(cwd, listFile), diagnostics) : [];
  const all = options.includeCurrentVersion ? [CURRENT_VERSION, ...listed] : listed;
  const optionError = (key: (string | number)[], message: string) => {
    const at = loaded.locate([...configKey, ...key]);
    diagnostics.push(
      error('invalid-config', loaded.file, at.line, at.column, `${[...configKey, ...key].join('.')}: ${message}`),
    );
  };
  const versionsFile = path.basename(listFile);
  const known = `expected one of ${all.map((name) => `"${name}"`).join(', ') || `none (${versionsFile} lists none)`}`;
  if (!all.length) optionError(['includeCurrentVersion'], `false needs at least one version in ${versionsFile}`);
  for (const name of Object.keys(options.versions))
    if (!all.includes(name)) optionError(['versions', name], `no version is named "${name}"; ${known}`);
  options.onlyIncludeVersions?.forEach((name, i) => {
    if (!all.includes(name)) optionError(['onlyIncludeVersions', i], `no version is named "${name}"; ${known}`);
  });
  if (options.onlyIncludeVersions?.length === 0)
    optionError(['onlyIncludeVersions'], 'expected at least one version name');
  const names = options.onlyIncludeVersions?.length
    ? all.filter((name) => options.onlyIncludeVersions!.includes(name))
    : all;
  const byDefault = names.length === 1 ? names[0] : names.find((n) => n !== CURRENT_VERSION);
  const chosen = options.lastVersion;
  if (chosen !== undefined && !names.includes(chosen))
    optionError(['lastVersion'], `"${chosen}" is not a version built; ${known.replace('one of', 'one of the built')}`);
  // A mistake is reported once: the rest is built as if the option were left out, so nothing else fails for it.
  const last = chosen !== undefined && names.includes(chosen) ? chosen : byDefault;
  if (last === undefined) return { versions: [], diagnostics };
  const versions = names.map((name): DocsVersionSource => {
    const own = options.versions[name] ?? {};
    const isLast = name === last;
    const pathPart = own.path ?? (isLast ? '' : name === CURRENT_VERSION ? 'next' : name);
    const defaultBanner = isLast
      ? undefined
      : names.indexOf(name) < names.indexOf(last)
        ? 'unreleased'
        : 'unmaintained';
    const banner = own.banner === undefined ? defaultBanner : own.banner === 'none' ? undefined : own.banner;
    const current = name === CURRENT_VERSION;
    // Docusaurus calls current "Next"; the config's docs have their own label for it (`version.label`).
    const currentLabel = instance === undefined ? config.version.label : 'Next';
    return {
      name,
      id: instance === undefined ? name : `${instance}/${name}`,
      ...(instance === undefined ? {} : { instance }),
      label: own.label ?? (current ? currentLabel : name),
      route: joinRoute(docsRoute, pathPart),
      isLast,
      ...(banner ? { banner } : {}),
      badge: own.badge ?? names.length !== 1,
      dir: current
        ? plugin
          ? path.resolve(loaded.rootDir, plugin.path)
          : docsDirOf(loaded)
        : path.join(ownFile('versioned_docs'), `version-${name}`),
      ...(current ? {} : { sidebarsFile: path.join(ownFile('versioned_sidebars'), `version-${name}-sidebars.json`) }),
      idPrefix: versionIdPrefix(instance, name),
    };
  });
  return { versions, diagnostics };
}

/** What a version's doc ids start with (DocsVersionSource.idPrefix): "", "version-1.0/", "community/version-1.0/". */
export function versionIdPrefix(instance: string | undefined, name: string): string {
  return `${instance === undefined ? '' : `${instance}/`}${name === CURRENT_VERSION ? '' : `version-${name}/`}`;
}

/**
 * The version of a doc among a plugin's versions: that of its instance whose id prefix is the longest the doc's id
 * starts with (an instance's current prefix, "community/", starts its older versions' too).
 */
export function versionOfDoc<V extends Pick<DocsVersionSource, 'idPrefix' | 'instance'>>(
  doc: { id: string; instance?: string },
  versions: readonly V[],
): V | undefined {
  let found: V | undefined;
  for (const version of versions)
    if (version.instance === doc.instance && doc.id.startsWith(version.idPrefix))
      if (!found || version.idPrefix.length > found.idPrefix.length) found = version;
  return found;
}

/** `versions.json`: a list of version names, newest first. */
function readVersionList(file: string, display: string, diagnostics: Diagnostic[]): string[] {
  const source = readText(file, display);
  diagnostics.push(...source.diagnostics);
  if (source.text === undefined) return [];
  const json = readJson(source.text);
  if (!json.ok) {
    diagnostics.push(...jsonSyntaxErrors('invalid-config', display, source.text, json, 'invalid JSON'));
    return [];
  }
  const list = json.value;
  if (!Array.isArray(list)) {
    diagnostics.push(
      error('invalid-config', display, 1, 1, 'expected a list of version names, such as ["2.0", "1.0"]'),
    );
    return [];
  }
  const names: string[] = [];
  list.forEach((name, i) => {
    const at = json.positions.locate([i], 'value');
    if (typeof name !== 'string' || !/^[^/\\\s?#]+$/.test(name) || name === CURRENT_VERSION || names.includes(name))
      diagnostics.push(
        error(
          'invalid-config',
          display,
          at.line,
          at.column,
          `[${i}]: expected a distinct version name such as "1.0" (no "/", no spaces, not "current"), ` +
            `got ${JSON.stringify(name)}`,
        ),
      );
    else names.push(name);
  });
  return names;
}

function joinRoute(base: string, part: string): string {
  const joined = `${base}/${part}`.replace(/\/{2,}/g, '/').replace(/\/$/, '');
  return joined || '/';
}
