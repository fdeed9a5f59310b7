import markdownIt from 'markdown-it';
import { isRecord, keyPath, stringOr, type Notes } from './notes.ts';

/** What navbar links need from the rest of the site. */
export interface NavbarContext {
  /** The first doc of a sidebar (of a docs instance, given its id), for `type: "docSidebar"` items. */
  firstDocOfSidebar(sidebarId: string, instance?: string): string | undefined;
  siteTitle: string;
}

type Target = { to: string } | { docId: string } | { href: string };

/** A site file named as Docusaurus names it ("img/logo.svg", relative to the static folders) or an https URL. */
export function sitePathOrUrl(value: string): string {
  return /^https?:\/\//.test(value) ? value : `/${value.replace(/^\/+/, '')}`;
}

/** `to` is a site path; `href` an external URL, or a site path Docusaurus leaves alone (a PDF in static/). */
function plainTarget(item: Record<string, unknown>, at: string, notes: Notes): Target | undefined {
  const to = stringOr(item.to);
  // Docusaurus's Link takes an absolute URL in `to` as an external link, which docsgen writes as `href`.
  if (to !== undefined) return /^https?:\/\//.test(to) ? { href: to } : { to: sitePathOrUrl(to) };
  const href = stringOr(item.href);
  if (href === undefined) {
    notes.add(at, 'a link without "to" or "href"; left out');
    return undefined;
  }
  if (/^https?:\/\//.test(href)) return { href };
  if (href.startsWith('/')) return { to: href };
  notes.add(
    at,
    `href "${href}" is neither an http(s) URL nor a site path; left out (write the link in a page instead)`,
  );
  return undefined;
}

function itemTarget(
  item: Record<string, unknown>,
  at: string,
  notes: Notes,
  context: NavbarContext,
): { target: Target; label?: string } | undefined {
  const type = item.type ?? 'default';
  if (type === 'default') {
    const target = plainTarget(item, at, notes);
    return target && { target };
  }
  // An instance's docs are named with its id in docs.config.json: "community/support" (see docsInstances).
  const instance = stringOr(item.docsPluginId);
  if (type === 'doc') {
    const local = stringOr(item.docId);
    const docId = local && instance && instance !== 'default' ? `${instance}/${local}` : local;
    if (docId) return { target: { docId }, label: docId };
  } else if (type === 'docSidebar') {
    const docId = context.firstDocOfSidebar(String(item.sidebarId), instance);
    if (docId) return { target: { docId }, label: docId };
    notes.add(at, `sidebar "${String(item.sidebarId)}" has no doc to lead to; left out`);
    return undefined;
  }
  notes.add(at, unsupportedItem(String(type)));
  return undefined;
}

function unsupportedItem(type: string): string {
  switch (type) {
    case 'search':
      return 'the search item is left out: docsgen always shows its own search box';
    case 'localeDropdown':
      return "the locale dropdown is left out: docsgen's navbar always has its language menu, which keeps the page";
    case 'html':
      return 'navbar items of type "html" are left out; use a link, or a dropdown of links';
    default:
      return `navbar items of type "${type}" are left out; use a link, or a dropdown of links`;
  }
}

/** Where a link is: an item of the navbar, an entry of its dropdown, or elsewhere (the footer, a versions' menu). */
type Place = 'navbar' | 'dropdown' | 'other';

function linkItem(
  item: unknown,
  at: string,
  notes: Notes,
  context: NavbarContext,
  place: Place,
): Record<string, unknown> | undefined {
  const withPosition = place === 'navbar';
  if (!isRecord(item)) {
    notes.add(at, 'expected an item object; left out');
    return undefined;
  }
  // Docusaurus shows an item with `items` as a dropdown whatever its type says, when it says none or "default".
  if (withPosition && (item.type === 'docsVersionDropdown' || item.type === 'docsVersion'))
    return versionItem(item, at, notes, context);
  const dropdown = item.type === 'dropdown' || ((item.type ?? 'default') === 'default' && item.items !== undefined);
  if (dropdown) {
    if (!withPosition) {
      notes.add(at, 'a dropdown inside a dropdown is left out');
      return undefined;
    }
    const items = (Array.isArray(item.items) ? item.items : []).flatMap(
      (inner, i) => linkItem(inner, keyPath(keyPath(at, 'items'), i), notes, context, 'dropdown') ?? [],
    );
    return {
      type: 'dropdown',
      label: String(item.label ?? ''),
      position: item.position === 'right' ? 'right' : 'left',
      items,
    };
  }
  const found = itemTarget(item, at, notes, context);
  if (!found) return undefined;
  // A docSidebar item of the navbar or of a dropdown keeps its kind, so that it follows the sidebar in each docs
  // version; an instance's sidebar becomes a link to its first doc.
  const instance = stringOr(item.docsPluginId);
  if (place !== 'other' && item.type === 'docSidebar' && (instance === undefined || instance === 'default'))
    return {
      type: 'docSidebar',
      sidebarId: String(item.sidebarId),
      ...(stringOr(item.label) ? { label: stringOr(item.label) } : {}),
      ...(withPosition ? { position: item.position === 'right' ? 'right' : 'left' } : {}),
    };
  const label = stringOr(item.label) ?? found.label;
  if (!label) {
    notes.add(at, 'a link without a label; left out');
    return undefined;
  }
  return {
    label,
    ...found.target,
    ...(withPosition ? { position: item.position === 'right' ? 'right' : 'left' } : {}),
  };
}

/** The versions' menu, or a link to the last version: docsgen fills both from the versions it builds. */
function versionItem(
  item: Record<string, unknown>,
  at: string,
  notes: Notes,
  context: NavbarContext,
): Record<string, unknown> {
  const extras = item.type === 'docsVersionDropdown' ? ['dropdownItemsBefore', 'dropdownItemsAfter'] : [];
  const kept = [
    ...(item.type === 'docsVersion' ? ['type', 'label', 'position'] : ['type', 'position', ...extras]),
    'docsPluginId',
  ];
  for (const key of Object.keys(item).sort())
    if (!kept.includes(key) && item[key] !== undefined)
      notes.add(keyPath(at, key), `"${key}" of a "${String(item.type)}" item has no docsgen equivalent; left out`);
  const label = item.type === 'docsVersion' ? stringOr(item.label) : undefined;
  // The default instance's id names the config's docs, which need no id in docsgen.
  const instance = stringOr(item.docsPluginId);
  const out: Record<string, unknown> = {
    type: item.type,
    ...(label ? { label } : {}),
    position: item.position === 'right' ? 'right' : 'left',
    ...(instance && instance !== 'default' ? { docsPluginId: instance } : {}),
  };
  // The links Docusaurus lists before and after the versions (archived versions, "All versions").
  for (const key of extras) {
    const links = (Array.isArray(item[key]) ? item[key] : []).flatMap(
      (inner, i) => linkItem(inner, keyPath(keyPath(at, key), i), notes, context, 'other') ?? [],
    );
    if (links.length) out[key] = links;
  }
  return out;
}

/** `themeConfig.navbar`: title, logo, hideOnScroll and the items docsgen shows (links, docs, sidebars, dropdowns). */
export function mapNavbar(navbar: unknown, at: string, notes: Notes, context: NavbarContext): Record<string, unknown> {
  const source = isRecord(navbar) ? navbar : {};
  const title = stringOr(source.title) || context.siteTitle;
  const out: Record<string, unknown> = { title };
  if (isRecord(source.logo) && typeof source.logo.src === 'string') {
    const { src, srcDark } = source.logo;
    out.logo = {
      src: sitePathOrUrl(src),
      ...(typeof srcDark === 'string' && srcDark !== src ? { srcDark: sitePathOrUrl(srcDark) } : {}),
      alt: stringOr(source.logo.alt) || title,
    };
  }
  const items = Array.isArray(source.items) ? source.items : [];
  out.items = items.flatMap(
    (item, i) => linkItem(item, keyPath(keyPath(at, 'items'), i), notes, context, 'navbar') ?? [],
  );
  if (source.hideOnScroll === true) out.hideOnScroll = true;
  if (source.style !== undefined)
    notes.add(keyPath(at, 'style'), 'the navbar style follows the colour mode in docsgen; left out');
  return out;
}

/** Docusaurus's footer, columns or not, as one list of links: each column's title is dropped, its links kept in order. */
export function mapFooter(
  footer: unknown,
  at: string,
  notes: Notes,
  context: NavbarContext,
): Record<string, unknown> | undefined {
  if (!isRecord(footer)) return undefined;
  const links: Record<string, unknown>[] = [];
  const add = (item: unknown, itemAt: string) => {
    if (isRecord(item) && typeof item.html === 'string') {
      notes.add(itemAt, 'footer items given as HTML are left out; use { label, to } or { label, href }');
      return;
    }
    // Docusaurus's footer items have no types: a `type` beside `to` or `href` is ignored there (Redux's footer has
    // `{ type: 'doc', to: 'usage' }`), and the item is a plain link.
    const plain =
      isRecord(item) && (item.to !== undefined || item.href !== undefined) ? { ...item, type: undefined } : item;
    const link = linkItem(plain, itemAt, notes, context, 'other');
    if (link) links.push(link);
  };
  const list = Array.isArray(footer.links) ? footer.links : [];
  list.forEach((entry, i) => {
    const entryAt = keyPath(keyPath(at, 'links'), i);
    if (isRecord(entry) && Array.isArray(entry.items))
      entry.items.forEach((item, j) => add(item, keyPath(keyPath(entryAt, 'items'), j)));
    else add(entry, entryAt);
  });
  if (list.some((entry) => isRecord(entry) && Array.isArray(entry.items) && entry.title)) {
    notes.add(
      keyPath(at, 'links'),
      'the footer columns were flattened into one row of links; their titles are not shown',
    );
  }
  if (footer.logo !== undefined) notes.add(keyPath(at, 'logo'), "docsgen's footer has no logo; left out");
  return { links, copyright: copyrightText(stringOr(footer.copyright) ?? '', keyPath(at, 'copyright'), notes) };
}

const { unescapeAll } = markdownIt().utils;

/**
 * Docusaurus shows the footer's copyright as HTML (often with a link: "Built with <a …>Docusaurus</a>"); docsgen's
 * is text, where tags would show as written. They are taken out, with a line saying so, and entities decoded.
 */
function copyrightText(html: string, at: string, notes: Notes): string {
  const text = html.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]+>/g, '');
  if (text !== html) notes.add(at, "HTML tags were taken out of the copyright: docsgen's footer shows it as text");
  return unescapeAll(text).replace(/\s+/g, ' ').trim();
}

/**
 * Docusaurus's announcement bar holds HTML; docsgen's holds inline Markdown. Links, bold and italics are turned into
 * Markdown; other tags are taken out, with a note.
 */
export function mapAnnouncementBar(bar: unknown, at: string, notes: Notes): Record<string, unknown> | undefined {
  if (!isRecord(bar) || typeof bar.content !== 'string') return undefined;
  const markdown = bar.content
    .replace(/<a\s[^>]*?href=["']([^"']*)["'][^>]*>([\s\S]*?)<\/a>/gi, '[$2]($1)')
    .replace(/<\/?(?:b|strong)>/gi, '**')
    .replace(/<\/?(?:i|em)>/gi, '*');
  const content = markdown.replace(/<[^>]+>/g, '').trim();
  if (content !== markdown.trim())
    notes.add(
      keyPath(at, 'content'),
      'HTML tags other than links, bold and italics were taken out of the announcement',
    );
  for (const key of ['backgroundColor', 'textColor']) {
    if (bar[key] !== undefined)
      notes.add(keyPath(at, key), 'the announcement bar takes its colours from the theme; left out');
  }
  return { id: stringOr(bar.id) ?? 'announcement-bar', content, isCloseable: bar.isCloseable !== false };
}
