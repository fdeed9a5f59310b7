import fs from 'node:fs';
import path from 'node:path';
import { type DefaultTreeAdapterTypes, parseFragment } from 'parse5';
import { expect } from 'vitest';
import {
  componentSchemaNames,
  type SchemaHtmlOptions,
  type SchemaMode,
  schemaHtml,
} from '../../../cli/api/openapi/schema-html.ts';
import type { JsonSchema } from '../../../cli/api/openapi/types.ts';
import { validateOpenApi } from '../../../cli/api/openapi/validate-openapi.ts';
import { parsePositioned } from '../../../cli/api/openapi/yaml-positions.ts';
import { safeMarkdown } from '../../../cli/util/html.ts';
import { apiPtBR } from '../../../format/ui-strings/api/pt-BR.ts';
import { repoRoot } from '../../helpers/temp-project.ts';

type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.Node;

export interface LoadedDocument {
  doc: {
    paths?: Record<string, Record<string, OperationObject>>;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  schemas: Record<string, JsonSchema>;
  names: Map<object, string>;
}

interface MediaObject {
  content?: Record<string, { schema?: JsonSchema }>;
}
export type OperationObject = { requestBody?: MediaObject; responses?: Record<string, MediaObject> };

/** An OpenAPI document read and dereferenced as the compiler does it (validateOpenApi, the loader's own step). */
export async function loadDocument(file: string): Promise<LoadedDocument> {
  const text = fs.readFileSync(path.isAbsolute(file) ? file : path.join(repoRoot, file), 'utf8');
  const { problems, dereferenced } = await validateOpenApi(parsePositioned(text));
  expect(problems).toEqual([]);
  const doc = dereferenced as LoadedDocument['doc'];
  const schemas = doc.components?.schemas ?? {};
  return { doc, schemas, names: componentSchemaNames(schemas) };
}

export const fixture = (name: string) => `tests/fixtures/api/schemas/${name}`;
export const markdown = (text: string) => safeMarkdown.render(text);

/** The schema of a response (or of the request body, status 'body') of an operation. */
export function operationSchema(loaded: LoadedDocument, route: string, method: string, status: string): JsonSchema {
  const op = loaded.doc.paths?.[route]?.[method];
  const media = status === 'body' ? op?.requestBody : op?.responses?.[status];
  const schema = Object.values(media?.content ?? {})[0]?.schema;
  expect(schema).toBeDefined();
  return schema!;
}

export interface Rendered {
  html: string;
  root: Element;
}

export function render(
  schema: JsonSchema,
  mode: SchemaMode,
  loaded?: LoadedDocument,
  options: Partial<SchemaHtmlOptions> = {},
): Rendered {
  const html = schemaHtml(schema, {
    mode,
    idPrefix: mode === 'schema' ? 's' : mode === 'request' ? 'req' : 'resp-200',
    ...(loaded ? { schemaNames: loaded.names } : {}),
    schemaHref: (name) => `/api/schemas/${name}`,
    markdown,
    strings: apiPtBR,
    ...options,
  });
  return { html, root: parse(html) };
}

export function parse(html: string): Element {
  const wrapper = parseFragment(`<div>${html}</div>`).childNodes[0];
  return wrapper as Element;
}

const isElement = (n: Node): n is Element => 'tagName' in n;

export function descendants(el: Element): Element[] {
  const out: Element[] = [];
  const walk = (node: Element) => {
    for (const c of node.childNodes)
      if (isElement(c)) {
        out.push(c);
        walk(c);
      }
  };
  walk(el);
  return out;
}

export const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
export const hasClass = (el: Element, c: string) => (attr(el, 'class') ?? '').split(' ').includes(c);
export const byClass = (el: Element, c: string) => descendants(el).filter((d) => hasClass(d, c));

export function byId(el: Element, id: string): Element {
  const found = descendants(el).find((d) => attr(d, 'id') === id);
  if (!found) throw new Error(`no element with id "${id}"`);
  return found;
}

export function text(node: Node): string {
  if ('value' in node && node.nodeName === '#text') return node.value;
  return 'childNodes' in node ? node.childNodes.map(text).join('') : '';
}

/** Text of an element, its whitespace collapsed. */
export const words = (el: Element) => text(el).replace(/\s+/g, ' ').trim();

/** The head line of a property row: name, type and badges. */
export function head(root: Element, id: string): string {
  const row = byId(root, id);
  const line = row.childNodes.find((c) => isElement(c) && hasClass(c, 'api-schema-head'));
  if (!line) throw new Error(`row "${id}" has no head`);
  return words(line as Element);
}

/** The `<details>` elements that enclose an element, innermost first. */
export function enclosingDetails(el: Element): Element[] {
  const out: Element[] = [];
  for (let p = el.parentNode; p && isElement(p as Node); p = (p as Element).parentNode)
    if ((p as Element).tagName === 'details') out.push(p as Element);
  return out;
}

/** The ids of the property rows, in order. */
export const rowIds = (root: Element) => byClass(root, 'api-schema-prop').map((r) => attr(r, 'id')!);

/** Every element this viewer writes closes: as many `</tag>` as `<tag`. */
export function expectBalanced(html: string): void {
  for (const tag of ['ul', 'li', 'details', 'summary', 'div', 'p', 'span', 'a', 'code']) {
    const opens = html.match(new RegExp(`<${tag}[\\s>]`, 'g'))?.length ?? 0;
    const closes = html.match(new RegExp(`</${tag}>`, 'g'))?.length ?? 0;
    expect(closes, `<${tag}>`).toBe(opens);
  }
}
