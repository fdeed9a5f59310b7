import type * as z from 'zod/mini';
import type { docsConfigSchema } from './schema.ts';

/** The validated contents of `docs.config.json`, with its defaults filled in: inferred from the schema. */
export type DocsConfig = z.output<typeof docsConfigSchema>;

export type LocaleOptions = DocsConfig['locale'];
export type VersionOptions = DocsConfig['version'];
export type NavbarOptions = DocsConfig['navbar'];
export type FooterOptions = DocsConfig['footer'];
export type HomeOptions = DocsConfig['home'];
/** A link target: exactly one of `to` (a site path) or `docId`, or `href` (external). */
export type LinkOptions = FooterOptions['links'][number];
export type SidebarItemOptions = DocsConfig['sidebars'][string][number];
export type TocOptions = DocsConfig['toc'];
export type GateOptions = NonNullable<DocsConfig['gate']>;
export type ColorModeOptions = DocsConfig['colorMode'];
export type AnnouncementBarOptions = NonNullable<DocsConfig['announcementBar']>;
export type BlogOptions = DocsConfig['blog'];
export type ThemeOptions = NonNullable<DocsConfig['theme']>;
