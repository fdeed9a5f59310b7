import { useState } from 'react';
import { useLocation } from 'wouter';
import type { ListingPayload } from '../../format/site-format.ts';
import { isBlogRoute } from '../../format/routes.ts';
import { useManifest } from '../data/manifest-context.tsx';
import { usePayload } from '../data/use-payload.ts';
import { usePageTitle } from '../layout/use-page-title.ts';
import { payloadUrl } from '../navigation/resolve-route.ts';
import { useRoute } from '../navigation/use-route.ts';
import { CategoryIndexPage } from '../pages/CategoryIndexPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { LoadError, Loading } from '../pages/page-states.tsx';
import { BlogLayout } from './BlogLayout.tsx';
import { BlogPostView } from './BlogPostView.tsx';
import { StandalonePageView } from './StandalonePageView.tsx';
import { ArchiveView, DocTagView, PostListView, TagIndexView } from './ListViews.tsx';

function View({ payload }: { payload: ListingPayload }) {
  usePageTitle(payload.title);
  switch (payload.kind) {
    case 'blog-post':
      return <BlogPostView payload={payload} />;
    case 'blog-list':
      return <PostListView payload={payload} />;
    case 'tag-index':
      return <TagIndexView payload={payload} />;
    case 'doc-tag':
      return <DocTagView payload={payload} />;
    case 'blog-archive':
      return <ArchiveView payload={payload} />;
    case 'category-index':
    case 'page':
      // Drawn with layouts of their own (CategoryIndexPage, StandalonePageView) before the blog's is chosen.
      return null;
  }
}

/** Blog posts and lists, tag pages and the archive, drawn from their payloads. */
export function ListingPage() {
  const manifest = useManifest();
  const [location] = useLocation();
  // DocPage drew this page once the route's shard was loaded: the lookup is ready at once.
  const lookup = useRoute(location);
  const route = lookup.status === 'ready' && lookup.resolved?.kind === 'listing' ? lookup.resolved.route : undefined;
  const [attempt, setAttempt] = useState(0);
  const state = usePayload<ListingPayload>(route ? payloadUrl(manifest, route) : '', attempt);
  if (!route) return <NotFoundPage />;
  if (route.kind === 'category-index') return <CategoryIndexPage route={route} />;
  if (state.status === 'ready' && state.payload.kind === 'page') return <StandalonePageView payload={state.payload} />;
  const inBlog =
    manifest.blog !== undefined && isBlogRoute({ docs: manifest.version.path, blog: manifest.blog.path }, route.path);
  const toc = state.status === 'ready' && state.payload.kind === 'blog-post' ? state.payload.toc : [];
  return (
    <BlogLayout withSidebar={inBlog} toc={toc}>
      {state.status === 'ready' && <View payload={state.payload} />}
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && <LoadError error={state.error} onRetry={() => setAttempt(attempt + 1)} />}
    </BlogLayout>
  );
}
