import { resolveFileRef } from '../assets/resolve-file.ts';
import { error, type Diagnostic } from '../core/diagnostics.ts';
import type { DiagnosticCode } from '../core/diagnostic-codes.ts';
import { fromWorkingDir, type LoadedConfig } from '../sources/config/load-config.ts';
import type { LinkOptions } from '../sources/config/types.ts';
import type { LinkSite } from './links/check-links.ts';
import { formatJsonPath } from '../sources/config/schema.ts';
import { hrefFor, resolveLink, type LinkContext } from './links/resolve.ts';
import { withBase } from '../../format/routes.ts';
import { staticDirsOf } from '../sources/config/site-layout.ts';
import { projectRoots } from '../sources/project-roots.ts';
import { noDocWithId } from './unknown-doc-id.ts';

export interface ConfigLinks {
  /** Turns a configured link into the href the browser gets. */
  hrefOf(link: LinkOptions, jsonPath: (string | number)[]): string;
  /** Reports a link that names a file (a PDF, a Markdown file) which the site will not have; pages are for `sites`. */
  checkFile(to: string, jsonPath: (string | number)[]): void;
  /** Links to check, located in the config file. */
  sites: LinkSite[];
  diagnostics: Diagnostic[];
}

/** Resolves navbar, footer and home links: `docId` to the doc's route, `to` checked like any link. */
export function configLinks(
  loaded: LoadedConfig,
  routeById: ReadonlyMap<string, string>,
  context: LinkContext,
  leftOutDrafts: ReadonlySet<string>,
): ConfigLinks {
  const sites: LinkSite[] = [];
  const diagnostics: Diagnostic[] = [];
  const base = loaded.config.baseUrl;
  const staticDirs = staticDirsOf(loaded);
  const report = (jsonPath: (string | number)[], message: string, code: DiagnosticCode = 'broken-link') => {
    const at = loaded.locate(jsonPath);
    diagnostics.push(error(code, loaded.file, at.line, at.column, message));
  };
  const checkFile = (to: string, jsonPath: (string | number)[]) => {
    const target = resolveLink(to, context);
    if (target.kind !== 'file') return;
    const ref = resolveFileRef(target.path, loaded.file, staticDirs, projectRoots(loaded));
    if (ref.kind === 'missing')
      report(jsonPath, `broken link to ${to}: no file at ${fromWorkingDir(loaded, ref.source)}`);
    else if (ref.kind === 'outside')
      report(
        jsonPath,
        `${to} leads to ${ref.target}, outside the project; link to a copy inside it`,
        'outside-project',
      );
    // A Markdown file is never served: pages in the config go by route or by docId.
    else if (ref.kind === 'none' && /\.mdx?$/i.test(target.path))
      report(
        jsonPath,
        `broken link to ${to}: name the page by its route, or use "docId", rather than its Markdown file`,
      );
  };
  return {
    sites,
    diagnostics,
    checkFile,
    hrefOf(link, jsonPath) {
      if (link.href) return link.href;
      if (link.docId) {
        const route = routeById.get(link.docId);
        if (route !== undefined)
          return hrefFor({ kind: 'page', path: route, hash: '', suffix: '' }, link.docId, context);
        const why = leftOutDrafts.has(link.docId)
          ? `doc "${link.docId}" is a draft, which production builds leave out`
          : noDocWithId(link.docId, routeById.keys());
        report([...jsonPath, 'docId'], `${formatJsonPath([...jsonPath, 'docId'])}: ${why}`, 'unknown-doc-id');
        return '#';
      }
      const to = link.to ?? '/';
      sites.push({ file: loaded.file, ...loaded.locate([...jsonPath, 'to']), href: to, context });
      const target = resolveLink(to, context);
      if (target.kind !== 'file') return hrefFor(target, to, context);
      // A file (a PDF, a download) must be in content/static, as the links in pages must, and gets the baseUrl as they do.
      checkFile(to, [...jsonPath, 'to']);
      return withBase(base, target.path);
    },
  };
}
