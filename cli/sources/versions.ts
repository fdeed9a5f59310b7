import fs from 'node:fs';
import path from 'node:path';
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
  /** What its doc ids and sidebar names start with, to keep them apart from the other versions': "" for current. */
  idPrefix: string;
}

/**
 * The versions a site builds: `versions.json` beside the config, filtered and labelled by the config's `docs` options.
 * A site without versions.json builds current alone, as it always has.
 */
export function readDocsVersions(
  loaded: LoadedConfig,
  cwd: string,
): { versions: DocsVersionSource[]; diagnostics: Diagnostic[] } {
  const { config } = loaded;
  const options = config.docs;
  const docsRoute = baseRoutesOf(config).docs;
  const diagnostics: Diagnostic[] = [];
  const listFile = path.join(loaded.rootDir, 'versions.json');
  const listed = fs.existsSync(listFile) ? readVersionList(listFile, path.relative(cwd, listFile), diagnostics) : [];
  const all = options.includeCurrentVersion ? [CURRENT_VERSION, ...listed] : listed;
  const optionError = (key: (string | number)[], message: string) => {
    const at = loaded.locate(['docs', ...key]);
    diagnostics.push(error('invalid-config', loaded.file, at.line, at.column, `docs.${key.join('.')}: ${message}`));
  };
  const known = `expected one of ${all.map((name) => `"${name}"`).join(', ') || 'none (versions.json lists none)'}`;
  if (!all.length) optionError(['includeCurrentVersion'], 'false needs at least one version in versions.json');
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
    return {
      name,
      label: own.label ?? (current ? config.version.label : name),
      route: joinRoute(docsRoute, pathPart),
      isLast,
      ...(banner ? { banner } : {}),
      badge: own.badge ?? names.length !== 1,
      dir: current ? docsDirOf(loaded) : path.join(loaded.rootDir, 'versioned_docs', `version-${name}`),
      ...(current
        ? {}
        : { sidebarsFile: path.join(loaded.rootDir, 'versioned_sidebars', `version-${name}-sidebars.json`) }),
      idPrefix: current ? '' : `version-${name}/`,
    };
  });
  return { versions, diagnostics };
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
