import type { LoadedConfig } from '../sources/config/load-config.ts';
import type { LinkSite } from './links/check-links.ts';
import { hrefFor, resolveLink, type LinkContext } from './links/resolve.ts';
import { safeMarkdown as inline } from '../util/html.ts';
import type { AnnouncementBar, ColorModeOptions } from '../../format/site-format.ts';

export interface ReaderOptions {
  colorMode: ColorModeOptions;
  announcementBar?: AnnouncementBar;
  /** Links inside the announcement, checked like any other. */
  linkSites: LinkSite[];
}

/**
 * The manifest's reader options. The announcement is inline Markdown without
 * raw HTML, so the bar shows only what the compiler rendered; its links are
 * rewritten and checked like links in pages.
 */
export function readerOptions(loaded: LoadedConfig, context: LinkContext): ReaderOptions {
  const { config } = loaded;
  const linkSites: LinkSite[] = [];
  const bar = config.announcementBar;
  if (!bar) return { colorMode: config.colorMode, linkSites };
  const at = loaded.locate(['announcementBar', 'content']);
  const env = {};
  const tokens = inline.parseInline(bar.content, env);
  for (const token of tokens[0]?.children ?? []) {
    if (token.type !== 'link_open') continue;
    const href = String(token.attrGet('href') ?? '');
    linkSites.push({ file: loaded.file, ...at, href, context });
    const target = resolveLink(href, context);
    token.attrSet('href', hrefFor(target, href, context));
    if (target.kind === 'external') {
      token.attrSet('target', '_blank');
      token.attrSet('rel', 'noopener noreferrer');
    }
  }
  const html = inline.renderer.render(tokens, inline.options, env);
  return {
    colorMode: config.colorMode,
    announcementBar: { id: bar.id, html, isCloseable: bar.isCloseable },
    linkSites,
  };
}
