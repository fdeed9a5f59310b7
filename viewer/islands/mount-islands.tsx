import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import type { IslandModule, Manifest, SidebarCategory } from '../../format/site-format.ts';
import { setIslandGlobals, type DocusaurusContext } from './island-globals.ts';

/** The viewer's own React, which islands import instead of a copy (cli/mdx/islands/island-plugin.ts lists the same names). */
const VIEWER_MODULES = {
  react: React,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
  'react/jsx-runtime': jsxRuntime,
};

/** The category the compiler gave an island (`data-island-category`), which useCurrentSidebarCategory reads. */
const SidebarCategoryContext = React.createContext<SidebarCategory | undefined>(undefined);

/** The modules of the islands loaded so far, by script URL: a component is fetched and evaluated once. */
const loaded = new Map<string, Promise<React.ComponentType<Record<string, unknown>>>>();
/** Each island failure is logged once, however often the page is shown again. */
const logged = new Set<string>();

/**
 * Mounts every island placeholder in `container` that is not inside another (an island's children mount their own,
 * see IslandChildren): loads its style sheets and module, then renders the component with the placeholder's props,
 * and its pre-rendered children as HTML. Until then the placeholder shows the children the compiler rendered.
 * Returns the function that unmounts them all.
 */
export function mountIslands(container: HTMLElement, manifest: Manifest): () => void {
  // Set before any island module runs; islands read it when they render, so a newer manifest (watch) takes effect.
  const context = docusaurusContext(manifest);
  setIslandGlobals({ modules: VIEWER_MODULES, context, sidebarCategory: SidebarCategoryContext });
  const roots: ReactDomClient.Root[] = [];
  let cancelled = false;
  for (const placeholder of container.querySelectorAll<HTMLElement>('[data-island]')) {
    if (placeholder.parentElement?.closest('[data-island]') !== container.closest('[data-island]')) continue;
    const id = placeholder.dataset.island ?? '';
    const island = manifest.islands?.[id];
    const name = island?.name ?? id;
    const props = JSON.parse(placeholder.dataset.islandProps ?? '{}') as Record<string, unknown>;
    // Docusaurus's pages plugin gives a React page the site's config as its `config` prop, which pages written for
    // Docusaurus 1 read (`const {config: siteConfig} = this.props`).
    if (placeholder.classList.contains('island-page')) props.config = context.siteConfig;
    const { islandCategory } = placeholder.dataset;
    const category = islandCategory ? (JSON.parse(islandCategory) as SidebarCategory) : undefined;
    const html = placeholder.hasAttribute('data-island-children') ? placeholder.innerHTML : undefined;
    const flow = placeholder.tagName === 'DIV';
    const root = ReactDomClient.createRoot(placeholder, {
      onCaughtError: () => {},
      onUncaughtError: (error) => logOnce(name, error),
    });
    roots.push(root);
    const show = (node: React.ReactNode) => {
      if (cancelled) return;
      root.render(
        <Released placeholder={placeholder}>
          <SidebarCategoryContext value={category}>
            <IslandBoundary name={name}>{node}</IslandBoundary>
          </SidebarCategoryContext>
        </Released>,
      );
    };
    loadIsland(manifest, island).then(
      (Island) =>
        show(
          <Island {...props}>
            {html === undefined ? undefined : <IslandChildren html={html} flow={flow} manifest={manifest} />}
          </Island>,
        ),
      (error: unknown) => {
        logOnce(name, error);
        show(<IslandError name={name} />);
      },
    );
  }
  return () => {
    cancelled = true;
    // Unmounting during React's own render phase warns; the page has moved on by the next tick.
    queueMicrotask(() => roots.forEach((root) => root.unmount()));
  };
}

function loadIsland(
  manifest: Manifest,
  island: IslandModule | undefined,
): Promise<React.ComponentType<Record<string, unknown>>> {
  if (!island)
    return Promise.reject(new Error('the site has no such component (was the page built with another site?)'));
  const url = manifest.site.baseUrl + island.script;
  let component = loaded.get(url);
  if (!component) {
    const styles = (island.styles ?? []).map((style) => loadStyle(manifest.site.baseUrl + style));
    component = Promise.all([
      import(/* @vite-ignore */ url) as Promise<{ default: React.ComponentType<Record<string, unknown>> }>,
      ...styles,
    ]).then(([module]) => {
      if (typeof module.default !== 'function' && typeof module.default !== 'object')
        throw new Error('its module exports no component');
      return module.default;
    });
    loaded.set(url, component);
    component.catch(() => loaded.delete(url));
  }
  return component;
}

/** A style sheet of the islands, added to the head once; resolves when it applies (or failed: the component still shows). */
function loadStyle(href: string): Promise<void> {
  const existing = document.head.querySelector<HTMLLinkElement>(`link[data-island-style="${CSS.escape(href)}"]`);
  if (existing) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.islandStyle = href;
  const applied = new Promise<void>((resolve) => {
    link.onload = () => resolve();
    link.onerror = () => resolve();
  });
  document.head.append(link);
  return applied;
}

/**
 * The box the compiler reserved on the placeholder (a `style` from the component's size props) holds the page still
 * until the component is in the document; from then on the component's own size is the island's, before any paint.
 */
function Released({ placeholder, children }: { placeholder: HTMLElement; children: React.ReactNode }) {
  React.useLayoutEffect(() => placeholder.removeAttribute('style'), [placeholder]);
  return children;
}

/** An island's children, as the compiler rendered them; islands among them are mounted in turn. */
function IslandChildren({ html, flow, manifest }: { html: string; flow: boolean; manifest: Manifest }) {
  const ref = React.useRef<HTMLElement>(null);
  React.useLayoutEffect(() => (ref.current ? mountIslands(ref.current, manifest) : undefined), [manifest]);
  const Tag = flow ? 'div' : 'span';
  return (
    <Tag
      ref={ref as React.RefObject<HTMLDivElement>}
      className="island-children"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

class IslandBoundary extends React.Component<{ name: string; children: React.ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    logOnce(this.props.name, error);
  }
  override render() {
    return this.state.failed ? <IslandError name={this.props.name} /> : this.props.children;
  }
}

function IslandError({ name }: { name: string }) {
  return (
    <span className="island-error" role="alert">
      {`${UI.componentFailed} `}
      <code>{name}</code>
      {` ${UI.componentFailedEnd}`}
    </span>
  );
}

function logOnce(name: string, error: unknown): void {
  const key = `${name}: ${error instanceof Error ? error.message : String(error)}`;
  if (logged.has(key)) return;
  logged.add(key);
  console.error(`docsgen: o componente ${name} falhou`, error);
}

/** Docusaurus's context, as much of it as the manifest knows. */
function docusaurusContext(manifest: Manifest): DocusaurusContext {
  const { site, locale } = manifest;
  const localeName = locale.htmlLang;
  return {
    siteConfig: {
      title: site.title,
      titleDelimiter: site.titleDelimiter,
      tagline: site.tagline,
      url: site.url,
      baseUrl: site.baseUrl,
      ...(site.trailingSlash === undefined ? {} : { trailingSlash: site.trailingSlash }),
      ...(site.favicon ? { favicon: site.favicon } : {}),
      customFields: {},
      themeConfig: { colorMode: manifest.colorMode ?? {} },
    },
    siteMetadata: { docusaurusVersion: '3.8.1', pluginVersions: {} },
    globalData: {},
    i18n: {
      defaultLocale: localeName,
      currentLocale: localeName,
      locales: [localeName],
      localeConfigs: { [localeName]: locale },
    },
    codeTranslations: {},
  };
}
