import * as z from 'zod/mini';
import { acrossFields, matching, text } from '../validate/rules.ts';
import { DOC_ID } from './sidebar-schema.ts';
import { docsPluginId, navbarVersionLink } from './versions-schema.ts';

/** The config's links (the navbar's items, the footer's and the home page's links) and what they lead to. */

const sitePath = matching(/^\//, 'a site path starting with "/"');
export const absoluteUrl = matching(/^https?:\/\//, 'an absolute http(s) URL');

const TARGETS = ['to', 'docId', 'href'] as const;

export function exactlyOneTarget(link: Partial<Record<(typeof TARGETS)[number], string>>): string | undefined {
  const given = TARGETS.filter((k) => link[k] !== undefined);
  return given.length === 1
    ? undefined
    : `expected exactly one of "to", "docId" or "href", got ${given.length ? given.map((k) => `"${k}"`).join(' and ') : 'none'}`;
}

/** A link target: exactly one of `to` (a site path) or `docId`, or `href` (external). */
export const linkShape = {
  label: text(),
  to: z.optional(sitePath),
  docId: z.optional(text(DOC_ID)),
  href: z.optional(absoluteUrl),
};
export const link = z.strictObject(linkShape).check(acrossFields(exactlyOneTarget));
const position = z._default(z.enum(['left', 'right']), 'left');
/** A link among other kinds of items, in the navbar or in a dropdown: without `type`, or with `type: "link"`. */
const typedLinkShape = { type: z.optional(z.literal('link')), ...linkShape };
const navbarLink = z.strictObject({ ...typedLinkShape, position }).check(acrossFields(exactlyOneTarget));
/**
 * `type: "docsVersionDropdown"`: a menu of the versions that keeps the reader on the same page, with links before and
 * after them as Docusaurus's `dropdownItemsBefore` and `dropdownItemsAfter` (archived versions, "All versions").
 */
const navbarVersionDropdown = z.strictObject({
  type: z.literal('docsVersionDropdown'),
  position,
  dropdownItemsBefore: z._default(z.array(link), []),
  dropdownItemsAfter: z._default(z.array(link), []),
  docsPluginId,
});
/**
 * `type: "docSidebar"`: a link to the first doc of a sidebar, current on that sidebar's pages, as Docusaurus's; on a
 * page of a docs version it leads to the first doc of that version's sidebar of the same name. Without a label, the
 * doc's sidebar label.
 */
const docSidebarShape = { type: z.literal('docSidebar'), sidebarId: text(), label: z.optional(text()) };
const navbarDocSidebar = z.strictObject({ ...docSidebarShape, position });

/** An item without `type` is a link, as in Docusaurus; a type none of `kinds` has is refused at `type`. */
function ofKnownKind(kinds: string[]) {
  return (input: unknown, ctx: z.core.ParsePayload): unknown => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
    const item = input as Record<string, unknown>;
    if (item.type === undefined) return { type: 'link', ...item };
    if (!kinds.includes(item.type as string))
      ctx.issues.push({ code: 'invalid_value', values: kinds, input: item.type, path: ['type'] });
    return input;
  };
}
/**
 * A menu of links under one label, as Docusaurus's `type: "dropdown"`: links, and links to a sidebar (`docSidebar`,
 * without a position), which Docusaurus's dropdowns take too.
 */
const dropdownEntry = z.pipe(
  z.transform(ofKnownKind(['link', 'docSidebar'])),
  z.discriminatedUnion('type', [
    z.strictObject(typedLinkShape).check(acrossFields(exactlyOneTarget)),
    z.strictObject(docSidebarShape),
  ]),
);
const navbarDropdown = z.strictObject({
  type: z.literal('dropdown'),
  label: text(),
  position,
  items: z.array(dropdownEntry),
});
export const navbarItem = z.pipe(
  z.transform(ofKnownKind(['link', 'dropdown', 'docsVersionDropdown', 'docsVersion', 'docSidebar'])),
  z.discriminatedUnion('type', [
    navbarLink,
    navbarDropdown,
    navbarVersionDropdown,
    navbarVersionLink,
    navbarDocSidebar,
  ]),
);
