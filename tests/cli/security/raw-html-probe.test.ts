import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { formatDiagnostic } from '../../../cli/core/diagnostics.ts';
import { repoRoot, tempProject } from '../../helpers/temp-project.ts';

/**
 * Issue 39's probe (tests/fixtures/security/probe.md, run in Chromium by tests/e2e/raw-html-probe.spec.ts), compiled
 * as a page of a site: nothing of it reaches the payload, and each removal is a warning at the page's own line and
 * column, inside a blockquote or a list item too.
 */
const fixture = (name: string) => fs.readFileSync(path.join(repoRoot, 'tests/fixtures/security', name), 'utf8');
const SCRIPT = '/media/p.0123456789.js';
const PAGE = fixture('probe.md').replaceAll('__SCRIPT__', SCRIPT).replaceAll('__THIEF__', 'https://evil.example');
const FILE = 'content/docs/guide/first-steps.md';

async function compileProbe() {
  const project = tempProject();
  project.write(FILE, PAGE);
  project.write('content/docs/guide/p.js', fixture('p.js'));
  const { site, diagnostics } = await compileSite(loadConfig('docs.config.json', project.dir), {
    drafts: false,
    cwd: project.dir,
  });
  const json = [...site!.payloadFiles].find(([file]) => file.startsWith('data/guide/first-steps.'))![1];
  return {
    html: (JSON.parse(json) as { html: string }).html,
    warnings: diagnostics.filter((d) => d.severity === 'warning').map(formatDiagnostic),
  };
}

/** `file:line:col: warning: what was removed…`, the column where `tag` starts on the page's line `line`. */
function at(line: number, tag: string, what: string, nth = 0): string {
  const text = PAGE.split('\n')[line - 1]!;
  let column = -1;
  for (let i = 0; i <= nth; i++) column = text.indexOf(tag, column + 1);
  expect(column, `${tag} on line ${line}`).toBeGreaterThanOrEqual(0);
  return `${FILE}:${line}:${column + 1}: warning: ${what} was removed`;
}

describe("issue 39's probe, compiled as a page", () => {
  it('reaches the payload with no script, srcdoc, meta, base, form, handler or style that loads a URL', async () => {
    const { html } = await compileProbe();
    expect(html).not.toMatch(/<script|srcdoc|<meta|<base|<form|<input|onerror|style=|evil\.example/i);
    expect(html).toContain('Fim da sonda.');
    expect(html).toContain('<span>a</span>');
  });

  it('warns of each removal at the file, line and column of what was removed', async () => {
    const { warnings } = await compileProbe();
    const script = 'the <script> element and its content';
    const style = 'the style attribute of <span>, which loads a URL or runs code';
    expect(warnings.map((w) => w.replace(/ was removed: .*/, ' was removed'))).toEqual([
      at(9, '<script', script),
      at(11, '<script', script),
      at(13, '<script', script),
      at(15, '<script', script),
      at(17, '<iframe', 'the srcdoc attribute of <iframe>, a document of its own that would not be sanitized'),
      at(19, '<meta', 'the <meta> element, which can send the reader to another address'),
      at(21, '<base', 'the <base> element, which changes where every link of the page leads'),
      at(23, '<form', 'the <form> element, which can send what the reader types elsewhere'),
      at(23, '<input', 'the <input> element'),
      at(25, '<img', 'the onerror attribute of <img>'),
      at(27, '<script', script),
      at(31, '<script', script),
      at(33, '<span', style),
      at(34, '<span', style),
      at(35, '<span', style),
    ]);
  });
});
