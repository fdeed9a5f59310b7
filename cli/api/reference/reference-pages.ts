import type { ApiOperation, ApiSpec, ApiTag } from '../openapi/types.ts';
import { heading, nestedMarkdown, operationSections, operationTitle, part } from './operation-markdown.ts';

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
}

/** A page written from an API description, as if it were a Markdown file at `relPath` under the docs folder. */
export interface GeneratedPage {
  relPath: string;
  text: string;
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

/** Front matter as YAML that every YAML reader takes as written: JSON values. */
function frontMatter(fields: Record<string, unknown>): string {
  const lines = Object.entries(fields)
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
 * description has them) holding a page per operation (or one page per tag), and a page per schema. Operations
 * marked `x-internal` are left out; an operation with several tags is listed under its first.
 */
export function openApiReference(spec: ApiSpec, entry: ReferenceEntry): GeneratedReference {
  const pages: GeneratedPage[] = [];
  const categories: GeneratedCategory[] = [{ dir: entry.dir, label: spec.title, position: 0, collapsed: true }];
  pages.push({ relPath: `${entry.dir}/index.md`, text: overviewPage(spec, entry) });
  const operations = spec.operations.filter((op) => !op.internal);
  const tagDirs = tagFolders(spec, entry.dir, categories);
  let position = 1;
  for (const tag of spec.tags) {
    const ops = operations.filter((op) => op.tags[0] === tag.name);
    if (!ops.length) continue;
    const dir = tagDirs.get(tag.name)!;
    if (entry.pages === 'tag') {
      pages.push({ relPath: `${dir}.md`, text: tagPage(spec, tag, ops, position++) });
      continue;
    }
    categories.push({ dir, label: tag.label, position: position++, collapsed: true });
    pages.push({ relPath: `${dir}/index.md`, text: tagIndexPage(tag, ops) });
    ops.forEach((op, i) => pages.push({ relPath: `${dir}/${operationSlug(op)}.md`, text: operationPage(spec, op, i) }));
  }
  operations
    .filter((op) => !op.tags.length)
    .forEach((op) =>
      pages.push({
        relPath: `${entry.dir}/${operationSlug(op)}.md`,
        text: operationPage(spec, op, position++),
      }),
    );
  if (entry.schemas && spec.schemas.size) {
    const dir = `${entry.dir}/esquemas`;
    categories.push({ dir, label: 'Esquemas', position: 1000, collapsed: true });
    let i = 0;
    for (const [name, schema] of spec.schemas)
      pages.push({
        relPath: `${dir}/${slugOf(name)}.md`,
        text: `${frontMatter({
          title: name,
          sidebar_position: i++,
          description: summaryOf(schema.description),
          custom_edit_url: null,
        })}# ${name}\n\n${schema.description ? `${nestedMarkdown(schema.description, 2)}\n\n` : ''}${part(spec, 'schema', name)}\n`,
      });
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

function overviewPage(spec: ApiSpec, entry: ReferenceEntry): string {
  const { info } = spec;
  const about = [
    info.version ? `- Versão: \`${info.version}\`` : '',
    `- Especificação: OpenAPI ${spec.version} — [baixar o arquivo](${encodeURI(entry.specLink)})`,
    info.contact?.name || info.contact?.email || info.contact?.url
      ? `- Contato: ${[info.contact.name, info.contact.email && `<${info.contact.email}>`, info.contact.url && `<${info.contact.url}>`].filter(Boolean).join(' · ')}`
      : '',
    info.license
      ? `- Licença: ${info.license.url ? `[${info.license.name}](${info.license.url})` : info.license.name}`
      : '',
    info.termsOfService ? `- [Termos de uso](${info.termsOfService})` : '',
  ].filter(Boolean);
  return [
    frontMatter({
      title: spec.title,
      sidebar_label: 'Visão geral',
      sidebar_position: 0,
      description: summaryOf(info.description),
      custom_edit_url: null,
    }),
    `# ${spec.title}\n`,
    info.description ? `${nestedMarkdown(info.description, 2)}\n` : '',
    `${heading(2, 'Sobre esta API')}\n\n${about.join('\n')}\n`,
    `${heading(2, 'Servidores')}\n\n${part(spec, 'servers')}\n`,
    `${heading(2, 'Autenticação')}\n\n${part(spec, 'auth')}\n`,
  ]
    .filter(Boolean)
    .join('\n');
}

function tagIndexPage(tag: ApiTag, ops: readonly ApiOperation[]): string {
  const links = ops.map(
    (op) => `- [${escapeLinkText(operationTitle(op))}](./${operationSlug(op)}.md) — \`${op.method} ${op.path}\``,
  );
  return [
    frontMatter({ title: tag.label, description: summaryOf(tag.description), custom_edit_url: null }),
    `# ${tag.label}\n`,
    tag.description ? `${nestedMarkdown(tag.description, 2)}\n` : '',
    `${heading(2, 'Operações')}\n\n${links.join('\n')}\n`,
  ]
    .filter(Boolean)
    .join('\n');
}

function operationPage(spec: ApiSpec, op: ApiOperation, position: number): string {
  return `${frontMatter({
    title: operationTitle(op),
    sidebar_label: operationTitle(op),
    sidebar_position: position,
    sidebar_class_name: `api-sidebar-method api-sidebar-${op.method.toLowerCase()}`,
    description: summaryOf(op.description) ?? `${op.method} ${op.path}`,
    custom_edit_url: null,
  })}# ${escapeHeading(operationTitle(op))}\n\n${operationSections(spec, op, 2)}\n`;
}

function tagPage(spec: ApiSpec, tag: ApiTag, ops: readonly ApiOperation[], position: number): string {
  const sections = ops.map((op) => `${heading(2, operationTitle(op))}\n\n${operationSections(spec, op, 3)}`);
  return [
    frontMatter({
      title: tag.label,
      sidebar_position: position,
      description: summaryOf(tag.description),
      custom_edit_url: null,
    }),
    `# ${escapeHeading(tag.label)}\n`,
    tag.description ? `${nestedMarkdown(tag.description, 2)}\n` : '',
    sections.join('\n\n'),
  ]
    .filter(Boolean)
    .join('\n');
}

const escapeHeading = (text: string) => text.replace(/([\\`*_[\]<>#])/g, '\\$1');
const escapeLinkText = (text: string) => text.replace(/([\\[\]])/g, '\\$1');
