import type { ApiStrings } from '../../../../format/ui-strings/api/api-strings.ts';
import { escapeHtml as escape } from '../../../util/html.ts';
import type { JsonSchema } from '../types.ts';
import { badgeHtml, constraintTexts, factTexts, itemFactText, valueText } from './schema-facts.ts';
import { type SchemaIndex, schemaIndex } from './schema-index.ts';
import type { SchemaHtmlOptions } from './schema-options.ts';
import { asSchema, isStructured, type SchemaView, viewOf } from './schema-view.ts';
import { type LabelFormat, labelOf } from './type-label.ts';

/**
 * Rows (properties and alternatives) one call renders at most; past it, a link to the schema's own page. 200 keeps the
 * first load of GitHub's largest operation pages under 150 KB (300 took repos-get's HTML and payload from 24.6 to 29 KB
 * compressed); with each shared component shown once, they hold more distinct properties than 300 did.
 */
export const SCHEMA_NODE_BUDGET = 200;
/** Levels of nested properties shown; deeper ones are left to the schema's own page. */
export const SCHEMA_MAX_LEVEL = 8;
/** Levels whose nested blocks start open; deeper ones start closed. */
const OPEN_LEVELS = 2;
/**
 * A named component with at least this many properties is shown in full once per schema; where it comes again, a
 * link leads to that first one. GitHub's Repository comes three times in one response, with its owner each time.
 */
const SHARED_MIN_PROPERTIES = 4;

interface PathEntry {
  key: object;
  id: string;
  name?: string;
}

interface Ctx {
  options: SchemaHtmlOptions;
  /** options.strings, at hand. */
  t: ApiStrings;
  index: SchemaIndex;
  fmt: LabelFormat;
  budget: number;
  ids: Set<string>;
  /** The schemas being expanded, outermost first: one met again is recursion. */
  path: PathEntry[];
  /** Named components already shown in full, to the row that shows them. */
  shown: Map<object, PathEntry>;
}

/** What shows below a row: nested blocks with their summary, or a single note (recursion, depth cut). */
type Body = { html: string; summary: string } | { note: string };

const isObject = (v: unknown): v is object => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** A part that is its own id part already: ASCII letters, digits, "_" and inner "-" (most property names). */
const PLAIN_ID_PART = /^\w(?:[\w-]*\w)?$/;
/** One part of an id the viewer makes: the prefix, a property's name (see uniqueId). */
export const schemaIdPart = (s: string) =>
  PLAIN_ID_PART.test(s) ? s : s.replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '') || '_';

function uniqueId(ctx: Ctx, path: string[]): string {
  const base = [ctx.options.idPrefix, ...path].map(schemaIdPart).join('-');
  let id = base;
  for (let n = 2; ctx.ids.has(id); n++) id = `${base}-${n}`;
  ctx.ids.add(id);
  return id;
}

/**
 * A schema as nested lists: a line with its type, then its properties, each with its type, badges (obrigatório,
 * pode ser nulo, constraints), description and facts, nested objects in `<details>` (open on the first two levels),
 * oneOf/anyOf as labelled alternatives, recursion as a link back up. Returns '' for no schema.
 */
export function schemaHtml(schema: JsonSchema | undefined, options: SchemaHtmlOptions): string {
  return renderSchema(schema, options).html;
}

/** The schema's HTML (see schemaHtml) and every id it carries, which a link from a writer's page may target. */
export function renderSchema(
  schema: JsonSchema | undefined,
  options: SchemaHtmlOptions,
): { html: string; ids: string[] } {
  if (!schema) return { html: '', ids: [] };
  const index = schemaIndex(options.schemaNames);
  const href = options.schemaHref;
  const fmt: LabelFormat = {
    name: (n) => (href ? `<a href="${escape(href(n))}">${escape(n)}</a>` : escape(n)),
    text: escape,
  };
  const ctx: Ctx = {
    options,
    t: options.strings,
    index,
    fmt,
    budget: SCHEMA_NODE_BUDGET,
    ids: new Set(),
    path: [],
    shown: new Map(),
  };
  const v = viewOf(schema, index);
  const id = uniqueId(ctx, []);
  const type = labelOf(v, index, fmt, ctx.t, false);
  const head = `<p class="api-schema-type"><span class="api-type">${type}</span>${badges(v, ctx, false)}</p>`;
  const body = child(v, [], 1, id, ctx);
  const inner = body ? ('note' in body ? body.note : body.html) : '';
  const html = `<div class="api-schema" id="${escape(id)}" data-mode="${options.mode}">${head}${notes(v, ctx)}${inner}</div>`;
  return { html, ids: [...ctx.ids] };
}

function badges(v: SchemaView, ctx: Ctx, required: boolean): string {
  const s = v.schema;
  const { t } = ctx;
  const flags: string[] = [];
  if (v.nullable) flags.push(t.nullable);
  if (ctx.options.mode === 'schema' && s.readOnly === true) flags.push(t.readOnly);
  if (ctx.options.mode === 'schema' && s.writeOnly === true) flags.push(t.writeOnly);
  if (s.deprecated === true) flags.push(t.deprecated);
  const requiredBadge = required ? ` <span class="api-required">${t.required}</span>` : '';
  return `${requiredBadge}${badgeHtml(flags, 'api-schema-badge')}${badgeHtml(constraintTexts(s, t), 'api-constraint')}`;
}

/** Description and facts (values, default, examples, pattern, additional properties, composition). */
function notes(v: SchemaView, ctx: Ctx): string {
  const s = v.schema;
  const { index, fmt, t } = ctx;
  const description =
    typeof s.description === 'string' && s.description.trim()
      ? `<div class="api-schema-desc">${ctx.options.markdown(s.description)}</div>`
      : '';
  const facts = factTexts(s, t);
  if (v.types.includes('array') && isObject(s.items)) {
    const items = viewOf(s.items, index);
    const text = isStructured(items, index) ? undefined : itemFactText(items.schema, t);
    if (text) facts.push(text);
  }
  const extra = s.additionalProperties;
  if (extra === true || isObject(extra)) {
    const label = extra === true ? 'any' : labelOf(viewOf(extra, index), index, fmt, t, true);
    facts.push(`${t.additionalProperties}: <span class="api-type">${label}</span>`);
  }
  if (v.composedOf.length) facts.push(`${t.composedOf}: ${v.composedOf.map(fmt.name).join(', ')}`);
  const list = facts.length ? `<ul class="api-schema-facts">${facts.map((f) => `<li>${f}</li>`).join('')}</ul>` : '';
  return description + list;
}

/** What a view shows below its line, unless it is already being expanded further up (then a link back). */
function child(v: SchemaView, path: string[], level: number, id: string, ctx: Ctx): Body | undefined {
  if (!isStructured(v, ctx.index)) return undefined;
  const { t } = ctx;
  const hit = ctx.path.find((p) => p.key === v.key);
  if (hit) {
    const target =
      hit.name !== undefined
        ? `${t.recursiveAs} <a href="#${escape(hit.id)}">${escape(hit.name)}</a>`
        : `${t.recursiveAsAbove} <a href="#${escape(hit.id)}">${t.objectAbove}</a>`;
    return { note: `<p class="api-schema-cycle">${target}.</p>` };
  }
  if (level > SCHEMA_MAX_LEVEL) {
    const link = schemaLink(ctx, v.name);
    return {
      note: `<p class="api-schema-cut">${t.tooDeep}${link ? `: ${t.see} ${link}` : ''}.</p>`,
    };
  }
  const seen = ctx.shown.get(v.key);
  if (seen) {
    const link = `<a href="#${escape(seen.id)}">${escape(seen.name ?? '')}</a>`;
    return { note: `<p class="api-schema-same">${t.sameAs} ${link}, ${t.shownAbove}.</p>` };
  }
  const entry: PathEntry = { key: v.key, id, ...(v.name !== undefined ? { name: v.name } : {}) };
  ctx.path.push(entry);
  try {
    const shown = body(v, path, level, id, ctx);
    // Only a component shown whole stands for its later uses: a budget run out may have cut it.
    if (shown && v.name !== undefined && ctx.budget > 0 && propertyCount(v.schema) >= SHARED_MIN_PROPERTIES)
      ctx.shown.set(v.key, entry);
    return shown;
  } finally {
    ctx.path.pop();
  }
}

const propertyCount = (s: JsonSchema) => (isObject(s.properties) ? Object.keys(s.properties).length : 0);

/** A link to the page of the given schema, or of the closest named one being expanded. */
function schemaLink(ctx: Ctx, name?: string): string | undefined {
  const target = name ?? ctx.path.findLast((p) => p.name !== undefined)?.name;
  const href = ctx.options.schemaHref;
  return target !== undefined && href ? `<a href="${escape(href(target))}">${escape(target)}</a>` : undefined;
}

function more(ctx: Ctx, count: number, one: string, many: string): string {
  const { t } = ctx;
  const link = schemaLink(ctx);
  const shown = count === 1 ? t.notShownOne : t.notShownMany;
  const see = link ? `: ${t.see} ${link}` : '';
  return `<li class="api-schema-more">${t.more}${plural(count, one, many)} ${shown}${see}.</li>`;
}

function body(v: SchemaView, path: string[], level: number, id: string, ctx: Ctx): Body | undefined {
  const s = v.schema;
  const { t } = ctx;
  const pieces: string[] = [];
  let summary: string | undefined;
  const props = visibleProperties(s, ctx);
  if (props.length) {
    pieces.push(propertyList(props, s, path, level, ctx));
    summary = plural(props.length, t.property, t.properties);
  }
  if (v.types.includes('array') && isObject(s.items)) {
    const itemView = viewOf(s.items, ctx.index);
    const items = child(itemView, [...path, 'items'], level, id, ctx);
    if (items && 'note' in items) pieces.push(items.note);
    else if (items) {
      pieces.push(notes(itemView, ctx) + items.html);
      summary ??= `${t.items}: ${items.summary}`;
    }
  }
  if (isObject(s.additionalProperties)) {
    const values = child(viewOf(s.additionalProperties, ctx.index), [...path, 'additionalProperties'], level, id, ctx);
    if (values) {
      const inner = 'note' in values ? values.note : values.html;
      pieces.push(`<div class="api-schema-additional"><p>${t.eachAdditionalProperty}</p>${inner}</div>`);
      summary ??= t.additionalProperties;
    }
  }
  if (v.variants) {
    pieces.push(choices(v, path, level, ctx));
    summary ??= `${t[v.variants.kind]}: ${plural(v.variants.list.length, t.option, t.options)}`;
  }
  if (!pieces.length) return undefined;
  if (summary === undefined) return { note: pieces.join('') };
  return { html: pieces.join(''), summary };
}

/** The properties a mode shows: a request has no readOnly ones, a response no writeOnly ones. */
function visibleProperties(s: JsonSchema, ctx: Ctx): [string, SchemaView][] {
  if (!isObject(s.properties)) return [];
  const mode = ctx.options.mode;
  return Object.entries(s.properties)
    .map(([name, prop]): [string, SchemaView] => [name, viewOf(prop, ctx.index)])
    .filter(([, p]) => !(mode === 'request' && p.schema.readOnly === true))
    .filter(([, p]) => !(mode === 'response' && p.schema.writeOnly === true));
}

function propertyList(props: [string, SchemaView][], s: JsonSchema, path: string[], level: number, ctx: Ctx): string {
  const required = new Set(Array.isArray(s.required) ? s.required : []);
  const rows: string[] = [];
  for (const [i, [name, view]] of props.entries()) {
    if (ctx.budget <= 0) {
      rows.push(more(ctx, props.length - i, ctx.t.property, ctx.t.properties));
      break;
    }
    ctx.budget--;
    rows.push(row(name, view, required.has(name), path, level, ctx));
  }
  return `<ul class="api-schema-props">${rows.join('')}</ul>`;
}

/** A label's names as text: links inside a `<summary>` would open the link, not the block. */
const PLAIN_HTML: LabelFormat = { name: escape, text: escape };

function nested(b: Body, level: number): string {
  if ('note' in b) return b.note;
  return `<details class="api-schema-nested"${level <= OPEN_LEVELS ? ' open' : ''}><summary>${escape(b.summary)}</summary>${b.html}</details>`;
}

function row(name: string, v: SchemaView, required: boolean, path: string[], level: number, ctx: Ctx): string {
  const id = uniqueId(ctx, [...path, name]);
  const anchor = `<a class="api-prop-anchor" href="#${escape(id)}" aria-label="${ctx.t.linkTo} ${escape(name)}">#</a>`;
  const type = `<span class="api-type">${labelOf(v, ctx.index, ctx.fmt, ctx.t, false)}</span>`;
  const head = `<div class="api-schema-head"><code class="api-schema-name">${escape(name)}</code> ${anchor} ${type}${badges(v, ctx, required)}</div>`;
  const below = child(v, [...path, name], level + 1, id, ctx);
  return `<li class="api-schema-prop" id="${escape(id)}">${head}${notes(v, ctx)}${below ? nested(below, level + 1) : ''}</li>`;
}

interface Discriminator {
  property: string;
  mapping: [string, string][];
}

function discriminatorOf(s: JsonSchema): Discriminator | undefined {
  const d = s.discriminator as { propertyName?: unknown; mapping?: unknown } | undefined;
  if (!isObject(d) || typeof d.propertyName !== 'string') return undefined;
  const mapping = isObject(d.mapping) ? Object.entries(d.mapping) : [];
  return { property: d.propertyName, mapping: mapping.filter((e): e is [string, string] => typeof e[1] === 'string') };
}

/** The discriminator values that select a variant: its mapping entries, else its name, else its property's const. */
function selectingValues(d: Discriminator, v: SchemaView, index: SchemaIndex): unknown[] {
  const name = v.name ?? v.refName;
  const mapped = d.mapping
    .filter(([, target]) => {
      const ref = index.resolveRef(target);
      return (ref.schema !== undefined && ref.schema === v.key) || (name !== undefined && ref.name === name);
    })
    .map(([value]) => value);
  if (mapped.length) return mapped;
  const prop = isObject(v.schema.properties) ? asSchema(v.schema.properties[d.property]) : {};
  if (prop.const !== undefined) return [prop.const];
  if (Array.isArray(prop.enum) && prop.enum.length === 1) return prop.enum;
  return name !== undefined ? [name] : [];
}

/** oneOf / anyOf: each alternative labelled (title, component name or "opção N"), its content in its own block. */
function choices(v: SchemaView, path: string[], level: number, ctx: Ctx): string {
  const { kind, list } = v.variants!;
  const { t } = ctx;
  const d = discriminatorOf(v.schema);
  const intro = `${t[kind]}${d ? ` (${t.discriminator}: <code>${escape(d.property)}</code>)` : ''}:`;
  const items: string[] = [];
  for (const [i, raw] of list.entries()) {
    if (ctx.budget <= 0) {
      items.push(more(ctx, list.length - i, t.option, t.options));
      break;
    }
    ctx.budget--;
    const variant = viewOf(raw, ctx.index);
    const name = variant.name ?? variant.refName;
    const title = typeof variant.schema.title === 'string' && variant.schema.title ? variant.schema.title : undefined;
    const label = title ?? name ?? `${t.option} ${i + 1}`;
    const id = uniqueId(ctx, [...path, title ?? name ?? `opcao-${i + 1}`]);
    const type = labelOf(variant, ctx.index, ctx.fmt, t, false);
    const values = d ? selectingValues(d, variant, ctx.index) : [];
    const when = values.length
      ? ` <span class="api-schema-when">${t.when} <code>${escape(d!.property)}</code> = ${values.map((x) => `<code>${escape(valueText(x))}</code>`).join(` ${t.or} `)}</span>`
      : '';
    const below = child(variant, [...path, title ?? name ?? `opcao-${i + 1}`], level, id, ctx);
    const content = notes(variant, ctx) + (below ? ('note' in below ? below.note : below.html) : '');
    const extra = `${when}${badges(variant, ctx, false)}`;
    if (!content) {
      const shown = label === name ? type : `${escape(label)} <span class="api-type">${type}</span>`;
      items.push(
        `<li class="api-schema-variant" id="${escape(id)}"><span class="api-schema-variant-name">${shown}</span>${extra}</li>`,
      );
      continue;
    }
    // No links inside <summary>: a click there should open or close the block.
    const plainType = labelOf(variant, ctx.index, PLAIN_HTML, t, false);
    const heading = `<span class="api-schema-variant-name">${escape(label)}</span>${label === name ? '' : ` <span class="api-type">${plainType}</span>`}`;
    const open = level <= OPEN_LEVELS ? ' open' : '';
    items.push(
      `<li class="api-schema-variant" id="${escape(id)}"><details${open}><summary>${heading}${extra}</summary>${content}</details></li>`,
    );
  }
  return `<div class="api-schema-choices"><p class="api-schema-choice-kind">${intro}</p><ul class="api-schema-variants">${items.join('')}</ul></div>`;
}
