import type { ApiStrings } from '../../../format/ui-strings/api/api-strings.ts';
import type { ApiOperation, ApiSpec, ApiTag } from '../openapi/types.ts';
import {
  heading,
  operationSections,
  operationTitle,
  part,
  type Pointer,
  type ProseWriter,
  proseWriter,
  sentRequestSections,
} from './operation-markdown.ts';
import { DOCSGEN_SLUGS, type ReferenceSlugs } from './openapi-docs-slugs.ts';

/** One `apiReference` entry of the config, resolved: the folder under the docs its pages are written to. */
export interface ReferenceEntry {
  /** The folder, relative to the docs folder: "api/referencia/core". */
  dir: string;
  /** One page per operation, or one per tag holding its operations. */
  pages: 'operation' | 'tag';
  /** Whether each of `components/schemas` gets a page. */
  schemas: boolean;
  /** A link to the description's file, relative to the overview page. */
  specLink: string;
  /** The origin that the description's links to "/…" lead to: `https://docs.github.com`. */
  linkBase?: string;
  /** The URLs the pages take when not their files' (see openapiDocsSlugs); docsgen's own when absent. */
  slugs?: ReferenceSlugs;
}

/** A page written from an API description, as if it were a Markdown file at `relPath` under the docs folder. */
export interface GeneratedPage {
  relPath: string;
  text: string;
  /** The description's prose in `text`, each with its pointer, in the order written. */
  prose: { markdown: string; pointer: Pointer }[];
  /** The file a Docusaurus plugin wrote for this page (`petstore/add-pet.api.mdx`), which links may still name. */
  alias?: string;
}

/** A generated folder's sidebar category, as a `_category_.json` would give it. */
export interface GeneratedCategory {
  dir: string;
  label: string;
  position: number;
  collapsed: boolean;
}

export interface GeneratedReference {
  pages: GeneratedPage[];
  categories: GeneratedCategory[];
}

/** A name as a URL segment: "listFields" → "list-fields", "Talhões e áreas" → "talhoes-e-areas". */
export function slugOf(name: string): string {
  return (
    name
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'api'
  );
}

/** An operation's page name: its operationId, else its method and path ("get-v1-fields-field-id"). */
export function operationSlug(op: ApiOperation): string {
  return slugOf(op.operationId ?? `${op.method} ${op.path}`);
}

/**
 * A webhook's page name: its operationId, else its name, with the method when the name has several
 * ("field-created", "field-created-delete").
 */
function webhookSlug(op: ApiOperation, webhooks: readonly ApiOperation[]): string {
  const several = webhooks.some((other) => other !== op && other.path === op.path);
  return slugOf(op.operationId ?? (several ? `${op.path} ${op.method}` : op.path));
}

/**
 * Front matter as YAML that every YAML reader takes as written: JSON values. Every generated page is marked in its
 * sidebar props, which search reads (see SearchPageEntry.reference).
 */
export function frontMatter(fields: Record<string, unknown>): string {
  const props = { apiReference: true, ...(fields.sidebar_custom_props as object | undefined) };
  const lines = Object.entries({ ...fields, sidebar_custom_props: props })
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${lines.join('\n')}\n---\n\n`;
}

/** The first sentence of a description, for the page's meta description and cards. */
function summaryOf(text: string | undefined): string | undefined {
  const first = text
    ?.replace(/[#*_`>[\]]/g, '')
    .trim()
    .split(/(?<=[.!?])\s|\n/)[0]
    ?.trim();
  return first ? first.slice(0, 160) : undefined;
}

/**
 * The reference section of one OpenAPI description: an overview (the description's introduction, servers,
 * authentication, contact, licence and the file to download), a folder per tag (in `x-tagGroups` folders when the
 * description has them) holding a page per operation (or one page per tag), a page per webhook, and a page per
 * schema. Operations and webhooks marked `x-internal` are left out; an operation with several tags is listed under its
 * first. Its headings, labels and notes are in the site's language (`t`); its paths are the same in every language.
 */
export function openApiReference(spec: ApiSpec, entry: ReferenceEntry, t: ApiStrings): GeneratedReference {
  const pages: GeneratedPage[] = [];
  const categories: GeneratedCategory[] = [{ dir: entry.dir, label: spec.title, position: 0, collapsed: true }];
  const slugs = entry.slugs ?? DOCSGEN_SLUGS;
  const page = (relPath: string, write: (prose: ProseWriter) => string, plugin?: [string | undefined, string]) => {
    const prose: GeneratedPage['prose'] = [];
    const alias = plugin?.[0] && `${plugin[0].slice(1)}.${plugin[1]}.mdx`;
    pages.push({ relPath, text: write(proseWriter(entry.linkBase, prose)), prose, ...(alias ? { alias } : {}) });
  };
  page(`${entry.dir}/index.md`, (prose) => overviewPage(spec, entry, prose, slugs.overview(), t), [
    slugs.overview(),
    'info',
  ]);
  const operations = spec.operations.filter((op) => !op.internal);
  const tagDirs = tagFolders(spec, entry.dir, categories);
  let position = 1;
  for (const tag of spec.tags) {
    const ops = operations.filter((op) => op.tags[0] === tag.name);
    if (!ops.length) continue;
    const dir = tagDirs.get(tag.name)!;
    if (entry.pages === 'tag') {
      const at = position++;
      page(`${dir}.md`, (prose) => tagPage(spec, tag, ops, at, prose, slugs.tag(tag.name), t), [
        slugs.tag(tag.name),
        'tag',
      ]);
      continue;
    }
    categories.push({ dir, label: tag.label, position: position++, collapsed: true });
    page(`${dir}/index.md`, (prose) => tagIndexPage(spec, tag, ops, prose, slugs.tag(tag.name), t), [
      slugs.tag(tag.name),
      'tag',
    ]);
    ops.forEach((op, i) =>
      page(`${dir}/${operationSlug(op)}.md`, (prose) => operationPage(spec, op, i, prose, slugs.operation(op), t), [
        slugs.operation(op),
        'api',
      ]),
    );
  }
  operations
    .filter((op) => !op.tags.length)
    .forEach((op) => {
      const at = position++;
      const write = (prose: ProseWriter) => operationPage(spec, op, at, prose, slugs.operation(op), t);
      page(`${entry.dir}/${operationSlug(op)}.md`, write, [slugs.operation(op), 'api']);
    });
  const webhooks = spec.webhooks.filter((op) => !op.internal);
  if (webhooks.length) {
    const dir = `${entry.dir}/webhooks`;
    categories.push({ dir, label: 'Webhooks', position: 999, collapsed: true });
    webhooks.forEach((op, i) =>
      page(`${dir}/${webhookSlug(op, webhooks)}.md`, (prose) => webhookPage(spec, op, i, prose, slugs.webhook(op), t)),
    );
  }
  if (entry.schemas && spec.schemas.size) {
    const dir = `${entry.dir}/esquemas`;
    categories.push({ dir, label: t.schemas, position: 1000, collapsed: true });
    let i = 0;
    for (const [name, schema] of spec.schemas) {
      const at = i++;
      page(
        `${dir}/${slugOf(name)}.md`,
        (prose) =>
          `${frontMatter({
            title: name,
            slug: slugs.schema(name),
            sidebar_position: at,
            description: summaryOf(schema.description),
            custom_edit_url: null,
          })}# ${escapeHeading(name)}\n\n${schema.description ? `${prose(schema.description, 2, ['components', 'schemas', name, 'description'])}\n\n` : ''}${part(spec, 'schema', name)}\n`,
        [slugs.schema(name), 'schema'],
      );
    }
  }
  return { pages, categories };
}

/** Each tag's folder: under its `x-tagGroups` group's folder when the description groups its tags. */
function tagFolders(spec: ApiSpec, dir: string, categories: GeneratedCategory[]): Map<string, string> {
  const folders = new Map<string, string>();
  spec.tagGroups.forEach((group, i) => {
    const groupDir = `${dir}/${slugOf(group.name)}`;
    categories.push({ dir: groupDir, label: group.name, position: i + 1, collapsed: true });
    for (const tag of group.tags) if (!folders.has(tag)) folders.set(tag, `${groupDir}/${slugOf(tag)}`);
  });
  for (const tag of spec.tags) if (!folders.has(tag.name)) folders.set(tag.name, `${dir}/${slugOf(tag.name)}`);
  return folders;
}

function overviewPage(
  spec: ApiSpec,
  entry: ReferenceEntry,
  prose: ProseWriter,
  slug: string | undefined,
  t: ApiStrings,
): string {
  const { info } = spec;
  const webhooks = spec.webhooks.filter((op) => !op.internal);
  const webhookLinks = webhooks.map((op) => {
    const link = `[${escapeLinkText(webhookTitle(op))}](./webhooks/${webhookSlug(op, webhooks)}.md)`;
    return `- ${link} — \`${op.method} ${op.path}\``;
  });
  // A 2.0 description is called by the name its authors know it by (it is shown from its conversion to 3.0).
  const format = `${spec.version.startsWith('2.') ? 'Swagger' : 'OpenAPI'} ${spec.version}`;
  const about = [
    info.version ? `- ${t.version}: \`${info.version}\`` : '',
    `- ${t.specification}: ${format} — [${t.downloadFile}](${encodeURI(entry.specLink)})`,
    info.contact?.name || info.contact?.email || info.contact?.url
      ? `- ${t.contact}: ${[info.contact.name, info.contact.email && `<${info.contact.email}>`, info.contact.url && `<${info.contact.url}>`].filter(Boolean).join(' · ')}`
      : '',
    info.license
      ? `- ${t.license}: ${info.license.url ? `[${info.license.name}](${info.license.url})` : info.license.name}`
      : '',
    info.termsOfService ? `- [${t.termsOfService}](${info.termsOfService})` : '',
  ].filter(Boolean);
  return [
    frontMatter({
      title: spec.title,
      slug,
      sidebar_label: t.overview,
      sidebar_position: 0,
      description: summaryOf(info.description),
      custom_edit_url: null,
    }),
    `# ${spec.title}\n`,
    info.description ? `${prose(info.description, 2, ['info', 'description'])}\n` : '',
    `${heading(2, t.aboutThisApi)}\n\n${about.join('\n')}\n`,
    `${heading(2, t.servers)}\n\n${part(spec, 'servers')}\n`,
    `${heading(2, t.authentication)}\n\n${part(spec, 'auth')}\n`,
    webhooks.length ? `${heading(2, 'Webhooks')}\n\n${webhookLinks.join('\n')}\n` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

function tagIndexPage(
  spec: ApiSpec,
  tag: ApiTag,
  ops: readonly ApiOperation[],
  prose: ProseWriter,
  slug: string | undefined,
  t: ApiStrings,
): string {
  const links = ops.map(
    (op) => `- [${escapeLinkText(operationTitle(op))}](./${operationSlug(op)}.md) — \`${op.method} ${op.path}\``,
  );
  return [
    frontMatter({ title: tag.label, slug, description: summaryOf(tag.description), custom_edit_url: null }),
    `# ${tag.label}\n`,
    tag.description ? `${prose(tag.description, 2, tagPointer(spec, tag))}\n` : '',
    `${heading(2, t.operations)}\n\n${links.join('\n')}\n`,
  ]
    .filter(Boolean)
    .join('\n');
}

function operationPage(
  spec: ApiSpec,
  op: ApiOperation,
  position: number,
  prose: ProseWriter,
  slug: string | undefined,
  t: ApiStrings,
): string {
  return `${frontMatter({
    title: operationTitle(op),
    slug,
    sidebar_label: operationTitle(op),
    sidebar_position: position,
    sidebar_class_name: `api-sidebar-method api-sidebar-${op.method.toLowerCase()}`,
    sidebar_custom_props: { apiMethod: op.method },
    description: summaryOf(op.description) ?? `${op.method} ${op.path}`,
    custom_edit_url: null,
  })}# ${escapeHeading(operationTitle(op))}\n\n${operationSections(spec, op, 2, prose, t)}\n`;
}

/** What a webhook is called: its summary, else its name. */
const webhookTitle = (op: ApiOperation) => op.summary?.trim() || op.path;

function webhookPage(
  spec: ApiSpec,
  op: ApiOperation,
  position: number,
  prose: ProseWriter,
  slug: string | undefined,
  t: ApiStrings,
): string {
  return `${frontMatter({
    title: webhookTitle(op),
    slug,
    sidebar_position: position,
    sidebar_class_name: `api-sidebar-method api-sidebar-${op.method.toLowerCase()}`,
    sidebar_custom_props: { apiMethod: op.method },
    description: summaryOf(op.description) ?? `Webhook ${op.path}`,
    custom_edit_url: null,
  })}# ${escapeHeading(webhookTitle(op))}\n\n${sentRequestSections(spec, op, 2, prose, t)}\n`;
}

function tagPage(
  spec: ApiSpec,
  tag: ApiTag,
  ops: readonly ApiOperation[],
  position: number,
  prose: ProseWriter,
  slug: string | undefined,
  t: ApiStrings,
): string {
  const sections = ops.map((op) => `${heading(2, operationTitle(op))}\n\n${operationSections(spec, op, 3, prose, t)}`);
  return [
    frontMatter({
      title: tag.label,
      slug,
      sidebar_position: position,
      description: summaryOf(tag.description),
      custom_edit_url: null,
    }),
    `# ${escapeHeading(tag.label)}\n`,
    tag.description ? `${prose(tag.description, 2, tagPointer(spec, tag))}\n` : '',
    sections.join('\n\n'),
  ]
    .filter(Boolean)
    .join('\n');
}

const escapeHeading = (text: string) => text.replace(/([\\`*_[\]<>#])/g, '\\$1');
const escapeLinkText = (text: string) => text.replace(/([\\[\]])/g, '\\$1');

/** Where a tag's description is: `tags[i].description`, by the tag's place among the declared ones. */
function tagPointer(spec: ApiSpec, tag: ApiTag): Pointer {
  return ['tags', spec.tags.indexOf(tag), 'description'];
}
