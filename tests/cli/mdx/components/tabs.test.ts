import { describe, expect, it } from 'vitest';
import {
  renderTabs,
  type TabItemInput,
  type TabsInput,
  type TabsProblem,
} from '../../../../cli/mdx/components/tabs.ts';

/** A TabItem on its own source line, from line 2 on. */
function item(value: string, props: Partial<TabItemInput> = {}, line = 2): TabItemInput {
  return { value, html: `<p>${value}</p>`, line, column: 3, ...props };
}

function render(props: Partial<TabsInput>): { html: string; problems: TabsProblem[]; doc: Doc } {
  const problems: TabsProblem[] = [];
  const html = renderTabs({ id: 'tabs-1', items: [], line: 1, column: 1, ...props }, (problem) =>
    problems.push(problem),
  );
  return { html, problems, doc: new Doc(html) };
}

/** Just enough reading of the renderer's own markup to check its elements and attributes, one element per tag. */
class Doc {
  constructor(readonly html: string) {}
  private elements(role: string): string[] {
    return [...this.html.matchAll(new RegExp(`<(?:button|div) [^>]*role="${role}"[^>]*>`, 'g'))].map((m) => m[0]);
  }
  tabs() {
    return this.elements('tab').map((tag, index) => ({
      tag,
      label: this.html.split(tag)[1]!.split('</button>')[0]!,
      index,
    }));
  }
  panels() {
    return this.elements('tabpanel');
  }
  selectedLabels() {
    return this.tabs()
      .filter((tab) => tab.tag.includes('aria-selected="true"'))
      .map((tab) => tab.label);
  }
  visiblePanels() {
    return this.panels()
      .filter((tag) => !/ hidden>$/.test(tag))
      .map((tag) => /data-value="([^"]*)"/.exec(tag)![1]);
  }
}

const fruits = () => [
  item('apple', { label: 'Apple' }, 2),
  item('orange', { label: 'Orange' }, 3),
  item('banana', { label: 'Banana' }, 4),
];

describe('renderTabs, with the Docusaurus documentation examples', () => {
  it('draws a tab per TabItem with its label, and shows the one marked default', () => {
    const items = fruits();
    items[0]!.default = true;
    const { doc, problems } = render({ items });
    expect(problems).toEqual([]);
    expect(doc.tabs().map((t) => t.label)).toEqual(['Apple', 'Orange', 'Banana']);
    expect(doc.selectedLabels()).toEqual(['Apple']);
    expect(doc.visiblePanels()).toEqual(['apple']);
  });

  it('follows the WAI-ARIA tabs pattern in the HTML itself, before any script', () => {
    const { html, doc } = render({ items: fruits() });
    expect(html.startsWith('<div class="tabs-container" data-tabs>')).toBe(true);
    expect(html).toContain('<div role="tablist" aria-orientation="horizontal" class="tabs">');
    expect(doc.tabs()[0]!.tag).toBe(
      '<button type="button" role="tab" id="tabs-1-tab-0" aria-controls="tabs-1-panel-0" aria-selected="true" tabindex="0" class="tabs__item tabs__item--active" data-value="apple">',
    );
    expect(doc.tabs()[1]!.tag).toBe(
      '<button type="button" role="tab" id="tabs-1-tab-1" aria-controls="tabs-1-panel-1" aria-selected="false" tabindex="-1" class="tabs__item" data-value="orange">',
    );
    expect(doc.panels()[0]).toBe(
      '<div role="tabpanel" id="tabs-1-panel-0" aria-labelledby="tabs-1-tab-0" data-value="apple" tabindex="0" class="tabs__panel">',
    );
    expect(doc.panels()[2]).toBe(
      '<div role="tabpanel" id="tabs-1-panel-2" aria-labelledby="tabs-1-tab-2" data-value="banana" tabindex="0" class="tabs__panel" hidden>',
    );
  });

  it('keeps every panel in the HTML, hidden ones included, for search and anchors', () => {
    const { html } = render({ items: fruits() });
    for (const fruit of ['apple', 'orange', 'banana']) expect(html).toContain(`<p>${fruit}</p>`);
  });

  it('shows the first tab when none is marked default', () => {
    expect(render({ items: fruits() }).doc.selectedLabels()).toEqual(['Apple']);
  });

  it('labels a tab with its value when it has no label', () => {
    expect(
      render({ items: [item('apple'), item('orange')] })
        .doc.tabs()
        .map((t) => t.label),
    ).toEqual(['apple', 'orange']);
  });

  it('takes the labels from the values prop, and its defaultValue', () => {
    const { doc, problems } = render({
      defaultValue: 'orange',
      values: [
        { label: 'Maçã', value: 'apple' },
        { label: 'Laranja', value: 'orange' },
        { label: 'Banana', value: 'banana' },
      ],
      items: [item('apple', { label: 'ignored' }), item('orange'), item('banana')],
    });
    expect(problems).toEqual([]);
    expect(doc.tabs().map((t) => t.label)).toEqual(['Maçã', 'Laranja', 'Banana']);
    expect(doc.selectedLabels()).toEqual(['Laranja']);
    expect(doc.visiblePanels()).toEqual(['orange']);
  });

  it('lets defaultValue win over a TabItem marked default', () => {
    const items = fruits();
    items[2]!.default = true;
    expect(render({ defaultValue: 'orange', items }).doc.selectedLabels()).toEqual(['Orange']);
  });

  it('reads defaultValue={null} as no preference, as Docusaurus does', () => {
    const items = fruits();
    items[1]!.default = true;
    expect(render({ defaultValue: null, items }).doc.selectedLabels()).toEqual(['Orange']);
  });

  it('marks a groupId for the viewer, and the queryString key: its own name, or the groupId for true', () => {
    const win = [item('win', { label: 'Windows' }), item('mac', { label: 'macOS' })];
    expect(render({ groupId: 'operating-systems', items: win }).html).toMatch(
      /^<div class="tabs-container" data-tabs data-group-id="operating-systems">/,
    );
    expect(render({ queryString: 'current-os', items: win }).html).toMatch(
      /^<div class="tabs-container" data-tabs data-query-string="current-os">/,
    );
    expect(render({ groupId: 'current-os', queryString: true, items: win }).html).toMatch(
      /^<div class="tabs-container" data-tabs data-group-id="current-os" data-query-string="current-os">/,
    );
    expect(render({ groupId: 'current-os', queryString: false, items: win }).html).not.toContain('data-query-string');
  });

  it('puts className on the tab list and a TabItem className on its panel, as Docusaurus does', () => {
    const { html, doc } = render({
      className: 'unique-tabs',
      items: [item('apple', { className: 'fruit' }), item('orange')],
    });
    expect(html).toContain('<div role="tablist" aria-orientation="horizontal" class="tabs unique-tabs">');
    expect(doc.panels()[0]).toContain('class="tabs__panel fruit"');
  });

  it('puts attributes on the tab button, className merged into its classes', () => {
    const { doc, problems } = render({
      items: [
        item('apple', {
          label: 'Apple',
          attributes: { className: 'red', 'data-fruit': 'yes', 'aria-describedby': 'note' },
        }),
        item('orange'),
      ],
    });
    expect(problems).toEqual([]);
    expect(doc.tabs()[0]!.tag).toContain('class="tabs__item tabs__item--active red"');
    expect(doc.tabs()[0]!.tag).toContain(' data-fruit="yes"');
    expect(doc.tabs()[0]!.tag).toContain(' aria-describedby="note"');
  });

  it('writes the same HTML with lazy, which only delays rendering in the browser', () => {
    expect(render({ lazy: true, items: fruits() }).html).toBe(render({ items: fruits() }).html);
  });

  it('escapes values, labels and classes', () => {
    const { html } = render({
      groupId: 'a"b',
      className: 'x"><script>',
      items: [item('<v>', { label: '<b>&</b>' }), item('"q"')],
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('data-value="&lt;v&gt;"');
    expect(html).toContain('>&lt;b&gt;&amp;&lt;/b&gt;</button>');
    expect(html).toContain('data-value="&quot;q&quot;"');
    expect(html).toContain('data-group-id="a&quot;b"');
  });

  it('builds element ids from the given id and the position, whatever the values hold', () => {
    const { doc } = render({ id: 'tabs-7', items: [item('a b/c'), item('é')] });
    expect(doc.tabs()[1]!.tag).toContain('id="tabs-7-tab-1" aria-controls="tabs-7-panel-1"');
  });
});

describe('renderTabs, errors where Docusaurus throws', () => {
  it('refuses a value given twice, naming it', () => {
    const { html, problems } = render({ items: [item('apple', {}, 2), item('apple', {}, 3)] });
    expect(html).toBe('');
    expect(problems).toEqual([
      { line: 1, column: 1, severity: 'error', message: expect.stringContaining('"apple" more than once') },
    ]);
  });

  it('refuses a value given twice in the values prop', () => {
    const { problems } = render({ values: [{ value: 'a' }, { value: 'a' }], items: [item('a')] });
    expect(problems.map((p) => p.severity)).toEqual(['error']);
    expect(problems[0]!.message).toContain('"a"');
  });

  it('refuses a defaultValue that names no tab, listing the values', () => {
    const { html, problems } = render({ defaultValue: 'pear', items: fruits(), line: 12, column: 5 });
    expect(html).toBe('');
    expect(problems).toEqual([
      {
        line: 12,
        column: 5,
        severity: 'error',
        message: expect.stringMatching(/defaultValue="pear".*"apple", "orange", "banana"/),
      },
    ]);
  });

  it('refuses queryString without a groupId, saying what to add', () => {
    const { html, problems } = render({ queryString: true, items: fruits() });
    expect(html).toBe('');
    expect(problems).toEqual([{ line: 1, column: 1, severity: 'error', message: expect.stringContaining('groupId') }]);
  });

  it('refuses Tabs without any TabItem', () => {
    const { html, problems } = render({ items: [] });
    expect(html).toBe('');
    expect(problems.map((p) => p.severity)).toEqual(['error']);
  });
});

describe('renderTabs, warnings where Docusaurus renders anyway', () => {
  it('warns at a TabItem that the values prop leaves out, and still renders it hidden', () => {
    const { doc, problems } = render({
      values: [{ value: 'apple' }, { value: 'orange' }],
      items: [item('apple', {}, 2), item('orange', {}, 3), item('pear', {}, 4)],
    });
    expect(problems).toEqual([
      {
        line: 4,
        column: 3,
        severity: 'warning',
        message: expect.stringContaining('<TabItem value="pear"> is not in the values'),
      },
    ]);
    expect(doc.panels()[2]).toBe(
      '<div role="tabpanel" id="tabs-1-panel-2" data-value="pear" tabindex="0" class="tabs__panel" hidden>',
    );
  });

  it('warns when the values prop lists a tab no TabItem fills', () => {
    const { doc, problems } = render({ values: [{ value: 'apple' }, { value: 'kiwi' }], items: [item('apple')] });
    expect(problems).toEqual([
      {
        line: 1,
        column: 1,
        severity: 'warning',
        message: expect.stringContaining('"kiwi" but no <TabItem> has that value'),
      },
    ]);
    expect(doc.tabs()[1]!.tag).not.toContain('aria-controls');
  });

  it('warns at the second TabItem marked default and shows the first', () => {
    const items = fruits();
    items[1]!.default = true;
    items[2]!.default = true;
    const { doc, problems } = render({ items });
    expect(problems).toEqual([
      { line: 4, column: 3, severity: 'warning', message: expect.stringContaining('"orange", is shown') },
    ]);
    expect(doc.selectedLabels()).toEqual(['Orange']);
  });

  it('leaves out attributes that would break the tabs or run code, with a warning each', () => {
    const { doc, problems } = render({
      items: [
        item(
          'apple',
          { attributes: { role: 'link', onClick: 'steal()', style: 'background: url(//x)', tabIndex: 3 } },
          5,
        ),
        item('orange'),
      ],
    });
    expect(problems.map((p) => [p.line, p.severity])).toEqual([
      [5, 'warning'],
      [5, 'warning'],
      [5, 'warning'],
      [5, 'warning'],
    ]);
    const tag = doc.tabs()[0]!.tag;
    expect(tag).not.toMatch(/onclick|url\(|role="link"|tabindex="3"/i);
    expect(tag).toContain('role="tab"');
  });
});
