import { useEffect, useRef } from 'react';
import type { StandalonePagePayload } from '../../format/site-format.ts';
import { usePageTitle } from '../layout/use-page-title.ts';
import { useCodeCopyButtons } from '../layout/use-code-copy-buttons.ts';
import { useScrollableTables } from '../layout/use-scrollable-tables.ts';
import { useInternalLinks } from '../navigation/use-internal-links.ts';
import { scrollToHashTarget } from '../navigation/scroll-to-hash.ts';
import { Toc, TocCollapsible } from '../navigation/Toc.tsx';
import { DocFooter } from '../pages/DocFooter.tsx';
import { useTabs } from '../tabs/use-tabs.ts';
import { useIslands } from '../islands/use-islands.ts';
import { useImageZoom } from '../zoom/use-image-zoom.ts';

/**
 * A page of the site's pages folder (Docusaurus's `src/pages`): its body alone, without the docs' sidebar,
 * breadcrumb or pager, with its table of contents beside it; `wrapperClassName` goes on the main element, as
 * Docusaurus's MDXPage puts it on its wrapper.
 */
export function StandalonePageView({ payload }: { payload: StandalonePagePayload }) {
  return payload.react ? <ReactPageView payload={payload} /> : <MarkdownPageView payload={payload} />;
}

/**
 * A React page (`src/pages/api.tsx`): its component is the whole page between the navbar and the footer, as
 * Docusaurus's `<Layout>` places a page's content; the page brings its own `<main>`, headings and title.
 */
function ReactPageView({ payload }: { payload: StandalonePagePayload }) {
  const body = useRef<HTMLDivElement>(null);
  useInternalLinks(body);
  useIslands(body, payload.html, payload.islands);
  usePageTitle(null);
  return (
    <div ref={body} id="main" className="react-page" tabIndex={-1} dangerouslySetInnerHTML={{ __html: payload.html }} />
  );
}

function MarkdownPageView({ payload }: { payload: StandalonePagePayload }) {
  const body = useRef<HTMLDivElement>(null);
  useInternalLinks(body);
  useScrollableTables(body, payload.html);
  useCodeCopyButtons(body, payload.html);
  useTabs(body, payload.html);
  useIslands(body, payload.html, payload.islands);
  useImageZoom(body, payload.html);
  usePageTitle(payload.title);
  // A page whose content arrives after the route change still reaches its hash.
  useEffect(() => void scrollToHashTarget(), [payload.source]);
  const hasToc = payload.toc.length > 0;
  return (
    <div className={`docs-layout docs-layout-no-sidebar${hasToc ? '' : ' docs-layout-no-toc'}`}>
      <main
        id="main"
        className={payload.wrapperClassName ? `docs-main ${payload.wrapperClassName}` : 'docs-main'}
        tabIndex={-1}
      >
        <article className="doc standalone-page">
          {payload.unlisted && (
            <p className="banner banner-info" role="note">
              <strong>{UI.unlistedPage}</strong>
              {` ${UI.unlistedPageText}`}
            </p>
          )}
          {payload.draft && (
            <p className="banner banner-warning" role="note">
              <strong>{UI.draft}</strong>
              {` ${UI.draftPageText}`}
            </p>
          )}
          {/* The note of a translation's page shown in the default locale's text: HTML made by the compiler. */}
          {payload.notice && <div dangerouslySetInnerHTML={{ __html: payload.notice }} />}
          <TocCollapsible items={payload.toc} />
          {payload.heading && <h1 className="doc-title">{payload.heading}</h1>}
          {/* Rendered from Markdown by the compiler. */}
          <div ref={body} className="markdown" dangerouslySetInnerHTML={{ __html: payload.html }} />
          <DocFooter payload={{ tags: [], ...(payload.editUrl ? { editUrl: payload.editUrl } : {}) }} />
        </article>
      </main>
      {hasToc && (
        <aside className="docs-toc">
          <Toc items={payload.toc} />
        </aside>
      )}
    </div>
  );
}
