import fs from 'node:fs';
import path from 'node:path';
import type { AssetRegistry } from '../assets/asset-registry.ts';
import { fromWorkingDir, type LoadedConfig } from '../sources/config/load-config.ts';
import { error, type Diagnostic, warning } from '../core/diagnostics.ts';
import type { Navbar, SiteInfo } from '../../format/site-format.ts';
import { basePrefix } from '../../format/routes.ts';

/** An https URL is used as it is: the site cannot check, nor measure, a file on another host. */
const isUrl = (value: string) => value.startsWith('https://');

/**
 * The favicon and the navbar logo (and its dark-mode variant), checked like any other reference: a missing logo fails
 * the build. A missing favicon
 * is a warning, and its link is left out: Docusaurus builds such a site (the browser's request for it gets a 404), and
 * the reader loses nothing else.
 */
export function configFiles(
  loaded: LoadedConfig,
  staticDirs: readonly string[],
  assets: AssetRegistry,
): { favicon?: SiteInfo['favicon']; logo?: Navbar['logo']; diagnostics: Diagnostic[] } {
  const { config } = loaded;
  const base = basePrefix(config.baseUrl);
  const diagnostics: Diagnostic[] = [];
  const check = (sitePath: string, jsonPath: (string | number)[], tolerated = false): string | undefined => {
    const found = staticDirs.map((dir) => path.join(dir, sitePath)).find((source) => fs.existsSync(source));
    if (found !== undefined) return found;
    const source = path.join(staticDirs[0] ?? loaded.rootDir, sitePath);
    const at = loaded.locate(jsonPath);
    const missing = `${jsonPath.join('.')}: missing file ${sitePath}: ${fromWorkingDir(loaded, source)} does not exist`;
    diagnostics.push(
      tolerated
        ? warning(
            'missing-file',
            loaded.file,
            at.line,
            at.column,
            `${missing}; the page links no favicon until it does`,
          )
        : error('missing-file', loaded.file, at.line, at.column, missing),
    );
    return undefined;
  };
  const favicon =
    config.favicon &&
    (isUrl(config.favicon) ? config.favicon : check(config.favicon, ['favicon'], true) && `${base}${config.favicon}`);
  const logoConfig = config.navbar.logo;
  const logoSource =
    logoConfig && !isUrl(logoConfig.src) ? check(logoConfig.src, ['navbar', 'logo', 'src']) : undefined;
  const srcDark = logoConfig?.srcDark;
  const darkFound = srcDark && (isUrl(srcDark) || check(srcDark, ['navbar', 'logo', 'srcDark']));
  const dark = srcDark && darkFound ? { srcDark: isUrl(srcDark) ? srcDark : `${base}${srcDark}` } : {};
  // The dark logo takes the light one's box, so that switching modes moves nothing.
  const logo = !logoConfig
    ? undefined
    : isUrl(logoConfig.src)
      ? { src: logoConfig.src, ...dark, alt: logoConfig.alt }
      : logoSource && {
          src: `${base}${logoConfig.src}`,
          ...dark,
          alt: logoConfig.alt,
          ...assets.dimensionsOf(logoSource),
        };
  return { ...(favicon ? { favicon } : {}), ...(logo ? { logo } : {}), diagnostics };
}
