import path from 'node:path';
import { closest, distance } from 'fastest-levenshtein';
import { error, warning, type Diagnostic } from '../../core/diagnostics.ts';
import type { DiagnosticCode } from '../../core/diagnostic-codes.ts';
import type { DocsConfig } from '../../sources/config/types.ts';
import { resolveLink, type LinkContext, type LinkTarget } from './resolve.ts';

/** A link to check, with where it was written. */
export interface LinkSite {
  file: string;
  line: number;
  column: number;
  href: string;
  context: LinkContext;
  /**
   * Where `href` leads from `context`, when the page's render resolved it already (see referenceResolvers); a doc the
   * cache of rendered docs reuses keeps its links' targets, which the same context resolves the same.
   */
  target?: LinkTarget;
}

export interface LinkGraph {
  /** Every site path a reader can open (without baseUrl). */
  routes: ReadonlySet<string>;
  /** Ids a `#hash` may target, per route. Routes rendered by the viewer alone have none. */
  anchorsByRoute: ReadonlyMap<string, ReadonlySet<string>>;
  /** Draft docs left out of this build, as paths from the content folder ("/docs/about/x.md"). */
  leftOutDrafts?: ReadonlySet<string>;
}

/** How a broken link and a broken anchor are reported: the config's `onBrokenLinks` and `onBrokenAnchors`. */
export type BrokenLinkPolicy = Pick<DocsConfig, 'onBrokenLinks' | 'onBrokenAnchors'>;

const FAIL_ON_BROKEN: BrokenLinkPolicy = { onBrokenLinks: 'error', onBrokenAnchors: 'error' };

/**
 * Stage 7: every internal link must reach a route, and every #anchor a heading
 * id on that page. Accents work both ways: "%C3%A7" and "ç" name the same id.
 */
export function checkLinks(links: LinkSite[], graph: LinkGraph, policy = FAIL_ON_BROKEN): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const link of links) {
    const target = link.target ?? resolveLink(link.href, link.context);
    const report = (code: DiagnosticCode, message: string) => {
      const level = code === 'broken-anchor' ? policy.onBrokenAnchors : policy.onBrokenLinks;
      diagnostics.push((level === 'warn' ? warning : error)(code, link.file, link.line, link.column, message));
    };
    if (target.kind === 'missing-file') {
      const draft = target.tried.find((file) => graph.leftOutDrafts?.has(file));
      report(
        'broken-link',
        `broken link to ${link.href}: ${draft ? `${draft.slice(1)} is a draft, which production builds leave out` : `no doc at ${target.file}${suggestFile(target.file, link.context.routeByRelPath)}`}`,
      );
    } else if (target.kind === 'page') {
      let route = target.path;
      if (!graph.routes.has(route)) {
        const sameLetters = otherCase(route, graph.routes);
        if (sameLetters === undefined) {
          report(
            'broken-link',
            `broken link to ${link.href}: no page at ${route}${suggest(route, [...graph.routes], 4)}`,
          );
          continue;
        }
        // Docusaurus reports it broken, and a static host serving a reload of it finds no page. The anchor is still
        // checked on the page it meant, so that one edit fixes both.
        report(
          'link-letter-case',
          `broken link to ${link.href}: no page at ${route}; the page is ${sameLetters}, in another letter case: write it that way`,
        );
        route = sameLetters;
      }
      if (!target.hash) continue;
      const anchors = graph.anchorsByRoute.get(route);
      if (!anchors || anchors.has(target.hash)) continue;
      const where = target.path === link.context.fromRoute ? 'on the same page' : `in link to ${target.path}`;
      report('broken-anchor', `broken anchor #${target.hash} ${where}${suggestAnchor(target.hash, anchors)}`);
    }
  }
  return diagnostics;
}

/** The route that `route` names in another case, if one does. */
function otherCase(route: string, routes: ReadonlySet<string>): string | undefined {
  const lower = route.toLowerCase();
  for (const candidate of routes) if (candidate.toLowerCase() === lower) return candidate;
  return undefined;
}

function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function suggestAnchor(hash: string, anchors: ReadonlySet<string>): string {
  const folded = fold(hash);
  const sameLetters = [...anchors].find((a) => fold(a) === folded);
  if (sameLetters) return ` (did you mean #${sameLetters}?)`;
  const near = suggest(hash, [...anchors], 3);
  return near.replace('(did you mean ', '(did you mean #');
}

/** A doc of the same name in one other folder (it was moved), or one whose path is a typo away. */
function suggestFile(file: string, routeByRelPath: ReadonlyMap<string, string>): string {
  const docs = [...routeByRelPath.keys()];
  const name = path.posix.basename(file);
  const moved = docs.filter((doc) => path.posix.basename(doc) === name);
  return moved.length === 1 ? ` (did you mean ${moved[0]}?)` : suggest(file, docs, 4);
}

function suggest(value: string, candidates: string[], maxDistance: number): string {
  if (!candidates.length) return '';
  const best = closest(value, candidates);
  const limit = Math.min(maxDistance, Math.ceil(value.length / 5));
  return distance(value, best) <= limit ? ` (did you mean ${best}?)` : '';
}
