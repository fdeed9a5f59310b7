import path from 'node:path';
import { resolveFileRef } from '../assets/resolve-file.ts';
import { error, type Diagnostic } from '../diagnostics.ts';
import type { LoadedConfig } from '../config/load-config.ts';
import type { LinkOptions } from '../config/types.ts';
import type { LinkSite } from '../links/check-links.ts';
import { formatJsonPath } from '../config/schema.ts';
import { hrefFor, resolveLink, type LinkContext } from '../links/resolve.ts';

export interface ConfigLinks {
  /** Turns a configured link into the href the browser gets. */
  hrefOf(link: LinkOptions, jsonPath: (string | number)[]): string;
  /** Links to check, located in the config file. */
  sites: LinkSite[];
  diagnostics: Diagnostic[];
}

/** Resolves navbar, footer and home links: `docId` to the doc's route, `to` checked like any link. */
export function configLinks(loaded: LoadedConfig, routeById: ReadonlyMap<string, string>, context: LinkContext): ConfigLinks {
  const sites: LinkSite[] = [];
  const diagnostics: Diagnostic[] = [];
  const base = loaded.config.baseUrl;
  const staticDir = path.join(loaded.contentDir, 'static');
  return {
    sites,
    diagnostics,
    hrefOf(link, jsonPath) {
      if (link.href) return link.href;
      if (link.docId) {
        const route = routeById.get(link.docId);
        if (route !== undefined) return hrefFor({ kind: 'page', path: route, hash: '', suffix: '' }, link.docId, base);
        const at = loaded.locate([...jsonPath, 'docId']);
        diagnostics.push(error(loaded.file, at.line, at.column, `${formatJsonPath([...jsonPath, 'docId'])}: no doc has the id "${link.docId}"`));
        return '#';
      }
      const to = link.to ?? '/';
      const at = loaded.locate([...jsonPath, 'to']);
      sites.push({ file: loaded.file, ...at, href: to, context });
      const target = resolveLink(to, context);
      if (target.kind !== 'file') return hrefFor(target, to, base);
      // A file (a PDF, a download) must be in content/static, as the links in pages must, and gets the baseUrl as they do.
      if (resolveFileRef(target.path, loaded.file, staticDir).kind === 'missing') {
        diagnostics.push(error(loaded.file, at.line, at.column, `broken link to ${to}: no file at ${path.join(path.dirname(loaded.file), path.relative(loaded.rootDir, path.join(staticDir, target.path)))}`));
      }
      return `${base.replace(/\/$/, '')}${target.path}`;
    },
  };
}
