import { escapeHtml } from '../../util/html.ts';

type AttributeValue = string | number | boolean;

export interface TabItemInput {
  /** TabItem's `value` prop (required in Docusaurus). */
  value: string;
  label?: string;
  default?: boolean;
  /** Attributes of the tab button. */
  attributes?: Record<string, AttributeValue>;
  /** A class of the panel. */
  className?: string;
  /** The panel's content, already rendered. */
  html: string;
  /** Where the `<TabItem` starts in the source file. */
  line: number;
  column: number;
}

export interface TabsInput {
  /** Unique on the page ("tabs-1"); the tabs' and panels' element ids start with it. */
  id: string;
  values?: { value: string; label?: string; attributes?: Record<string, AttributeValue> }[];
  defaultValue?: string | null;
  groupId?: string;
  queryString?: boolean | string;
  lazy?: boolean;
  /** A class of the tab list, where Docusaurus puts it. */
  className?: string;
  items: TabItemInput[];
  /** Where the `<Tabs` starts in the source file. */
  line: number;
  column: number;
}

export interface TabsProblem {
  line: number;
  column: number;
  message: string;
  severity: 'error' | 'warning';
}

interface Tab {
  value: string;
  label: string;
  attributes: Record<string, AttributeValue>;
  /** Where the tab is declared: its TabItem, or the Tabs for the `values` prop. */
  where: { line: number; column: number };
}

/** Attributes the tabs pattern itself sets: an author's value would break the viewer's behaviour or the ARIA roles. */
const RESERVED_ATTRIBUTES = new Set([
  'id',
  'role',
  'type',
  'tabindex',
  'hidden',
  'aria-selected',
  'aria-controls',
  'data-value',
]);
/** Attributes a tab button may carry: styling, text and data, nothing that runs code or loads a URL. */
const KEPT_ATTRIBUTE = /^(class|title|lang|dir|style|aria-[a-z-]+|data-[a-z0-9-]+)$/;
/** What turns a style attribute into a request or into code, as the raw HTML sanitizer refuses it. */
const UNSAFE_STYLE = /url\s*\(|expression\s*\(|javascript:|behavior\s*:|-moz-binding|@import/i;

const quoted = (values: Iterable<string>) => [...values].map((v) => `"${v}"`).join(', ');

/**
 * `@theme/Tabs` with its `@theme/TabItem` children, as Docusaurus 3.8.1 renders them on the server: every panel is
 * in the HTML and all but the selected one are `hidden`, so the page reads right before any script runs, search
 * indexes every panel, and an anchor in any panel exists. The viewer (`viewer/tabs/`) switches panels, remembers a
 * `groupId`'s choice and reads the `queryString`. What Docusaurus throws on is an error at its position; what it
 * renders anyway is a warning that says the fix. Returns '' when the tabs cannot be rendered.
 */
export function renderTabs(input: TabsInput, report: (problem: TabsProblem) => void): string {
  const at = (where: { line: number; column: number }, severity: TabsProblem['severity'], message: string) =>
    report({ line: where.line, column: where.column, severity, message });

  const tabs = tabList(input);
  if (tabs.length === 0) {
    at(input, 'error', '<Tabs> has no <TabItem>: add at least one <TabItem value="…"> inside it.');
    return '';
  }
  const duplicates = repeated(tabs.map((tab) => tab.value));
  if (duplicates.length > 0) {
    at(input, 'error', `<Tabs> has the value ${quoted(duplicates)} more than once: give every tab a value of its own.`);
    return '';
  }
  if (input.values) reportDisagreement(input, at);

  const selected = selectedValue(input, tabs, at);
  const queryKey = queryStringKey(input, at);
  if (selected === null || queryKey === null) return '';

  // Docusaurus's `lazy` only delays rendering the hidden panels in the browser; its server HTML has every panel.
  // Here every panel is rendered at build time and costs the reader nothing, so `lazy` changes nothing.
  const panelIndex = new Map(input.items.map((item, index) => [item.value, index]));
  const tabIndex = new Map(tabs.map((tab, index) => [tab.value, index]));
  const tabId = (index: number) => `${input.id}-tab-${index}`;
  const panelId = (index: number) => `${input.id}-panel-${index}`;

  const buttons = tabs.map((tab, index) => {
    const isSelected = tab.value === selected;
    const panel = panelIndex.get(tab.value);
    const extra = buttonAttributes(tab.attributes, (message) => at(tab.where, 'warning', message));
    const className = ['tabs__item', isSelected && 'tabs__item--active', extra.className].filter(Boolean).join(' ');
    return [
      `<button type="button" role="tab" id="${tabId(index)}"`,
      panel === undefined ? '' : ` aria-controls="${panelId(panel)}"`,
      ` aria-selected="${isSelected}" tabindex="${isSelected ? 0 : -1}" class="${escapeHtml(className)}"`,
      ` data-value="${escapeHtml(tab.value)}"${extra.html}>${escapeHtml(tab.label)}</button>`,
    ].join('');
  });
  const panels = input.items.map((item, index) => {
    const tab = tabIndex.get(item.value);
    const className = ['tabs__panel', item.className].filter(Boolean).join(' ');
    return [
      `<div role="tabpanel" id="${panelId(index)}"`,
      tab === undefined ? '' : ` aria-labelledby="${tabId(tab)}"`,
      ` data-value="${escapeHtml(item.value)}" tabindex="0" class="${escapeHtml(className)}"`,
      item.value === selected ? '>' : ' hidden>',
      `\n${item.html}\n</div>`,
    ].join('');
  });

  const containerData = [
    input.groupId ? ` data-group-id="${escapeHtml(input.groupId)}"` : '',
    queryKey ? ` data-query-string="${escapeHtml(queryKey)}"` : '',
  ].join('');
  const listClass = ['tabs', input.className].filter(Boolean).join(' ');
  return [
    `<div class="tabs-container" data-tabs${containerData}>`,
    `<div role="tablist" aria-orientation="horizontal" class="${escapeHtml(listClass)}">${buttons.join('')}</div>`,
    ...panels,
    '</div>',
  ].join('\n');
}

/** The tabs as Docusaurus lists them: the `values` prop when given (the TabItems' labels then do not count), else the TabItems. */
function tabList(input: TabsInput): Tab[] {
  const tab = (
    value: string,
    label: string | undefined,
    attributes: Tab['attributes'] | undefined,
    where: Tab['where'],
  ): Tab => ({ value, label: label ?? value, attributes: attributes ?? {}, where });
  if (input.values) return input.values.map((v) => tab(v.value, v.label, v.attributes, input));
  return input.items.map((item) => tab(item.value, item.label, item.attributes, item));
}

function repeated(values: string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const value of values) (seen.has(value) ? twice : seen).add(value);
  return [...twice];
}

/**
 * With a `values` prop, Docusaurus draws its tabs and shows the TabItem of the same value under each: a value without
 * a TabItem shows an empty panel, and a TabItem whose value is not listed can never be shown. It renders both.
 */
function reportDisagreement(
  input: TabsInput,
  at: (where: { line: number; column: number }, severity: 'warning', message: string) => void,
) {
  const listed = new Set(input.values!.map((tab) => tab.value));
  const items = new Set(input.items.map((item) => item.value));
  for (const item of input.items) {
    if (!listed.has(item.value)) {
      at(
        item,
        'warning',
        `<TabItem value="${item.value}"> is not in the values of its <Tabs>, so no tab shows it: add { value: '${item.value}' } to values, or remove the TabItem.`,
      );
    }
  }
  const empty = [...listed].filter((value) => !items.has(value));
  if (empty.length > 0) {
    at(
      input,
      'warning',
      `the values of <Tabs> list ${quoted(empty)} but no <TabItem> has that value, so the tab shows nothing: add a <TabItem value="${empty[0]}"> or remove it from values.`,
    );
  }
}

/** The tab shown before any choice: `defaultValue`, else the first TabItem marked `default`, else the first tab. */
function selectedValue(
  input: TabsInput,
  tabs: Tab[],
  at: (where: { line: number; column: number }, severity: 'error' | 'warning', message: string) => void,
): string | null {
  const values = tabs.map((tab) => tab.value);
  // Docusaurus tests `if (defaultValue)`: null and "" both fall through to the TabItems' choice.
  if (input.defaultValue) {
    if (values.includes(input.defaultValue)) return input.defaultValue;
    at(
      input,
      'error',
      `<Tabs defaultValue="${input.defaultValue}"> names no tab; the values are ${quoted(values)}: use one of them, or leave defaultValue out to show the first tab.`,
    );
    return null;
  }
  // With a `values` prop Docusaurus reads `default` from those values only, never from the TabItems.
  const marked = input.values ? [] : input.items.filter((item) => item.default);
  if (marked.length > 1) {
    at(
      marked[1]!,
      'warning',
      `more than one <TabItem> of this <Tabs> is marked default; the first, "${marked[0]!.value}", is shown: keep default on one TabItem only.`,
    );
  }
  return marked[0]?.value ?? values[0]!;
}

/** The URL parameter that holds the choice: the `queryString` string, or the `groupId` for `true`; '' for none. */
function queryStringKey(
  input: TabsInput,
  at: (where: { line: number; column: number }, severity: 'error', message: string) => void,
): string | null {
  if (typeof input.queryString === 'string') return input.queryString;
  if (input.queryString !== true) return '';
  if (input.groupId) return input.groupId;
  at(
    input,
    'error',
    '<Tabs queryString> needs a groupId, whose value names the URL parameter: add groupId="…", or give the parameter\'s name as queryString="…".',
  );
  return null;
}

/**
 * The `attributes` of a tab as HTML, after the tab's own: React would spread them over the tab's role and state,
 * which here would break the viewer, so those are left out with a warning, as are event handlers (React refuses
 * strings there too) and anything but styling, text and data attributes.
 */
function buttonAttributes(
  attributes: Record<string, AttributeValue>,
  warn: (message: string) => void,
): { className: string; html: string } {
  let className = '';
  let html = '';
  for (const [key, value] of Object.entries(attributes)) {
    const name = key === 'className' ? 'class' : key.toLowerCase();
    if (RESERVED_ATTRIBUTES.has(name)) {
      warn(`the tab attribute "${key}" is set by the tabs themselves and is left out: remove it from attributes.`);
    } else if (!KEPT_ATTRIBUTE.test(name)) {
      warn(
        `the tab attribute "${key}" is left out: tabs keep className, style, title, lang, dir, aria-* and data-* attributes.`,
      );
    } else if (name === 'class') {
      className = String(value);
    } else if (name === 'style' && UNSAFE_STYLE.test(String(value))) {
      warn(`the tab attribute style="${value}" loads a URL or runs code and is left out: use a class instead.`);
    } else if (value !== false || name.startsWith('aria-') || name.startsWith('data-')) {
      // As React writes them: aria-* and data-* keep "true" and "false"; elsewhere false leaves the attribute out.
      html += ` ${name}="${escapeHtml(String(value))}"`;
    }
  }
  return { className, html };
}
