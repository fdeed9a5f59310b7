import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguages } from '../../../cli/render/highlight.ts';
import { parseFenceInfo } from '../../../cli/render/plugins/code-fence.ts';
import { renderDoc } from '../../../cli/render/render-doc.ts';
import { identity } from '../../helpers/identity-resolvers.ts';

beforeAll(() => loadLanguages(['json', 'bash', 'klingon']));

const html = (body: string) => renderDoc({ body, bodyLineOffset: 0 }, identity).html;

describe('fenced code', () => {
  it('parses language, title and highlighted line ranges', () => {
    const info = parseFenceInfo('ts title="app.ts" {1,3-5}');
    expect(info.lang).toBe('ts');
    expect(info.title).toBe('app.ts');
    expect([...info.lines]).toEqual([1, 3, 4, 5]);
  });

  it('stops line ranges at the block\'s last line', () => {
    expect([...parseFenceInfo('js {2-20000000}', 3).lines]).toEqual([2, 3]);
    expect(html('```json {1-20000000}\n{\n}\n```').match(/class="line highlighted"/g)).toHaveLength(2);
  });

  it('highlights at build time with theme variables, for light and dark at once', () => {
    const out = html('```json\n{ "a": 1 }\n```');
    expect(out).toContain('class="shiki docsgen"');
    expect(out).toMatch(/<span class="t-keyword">|<span class="t-string">/);
    expect(out).not.toContain('style=');
  });

  it('tokenizes a line to its end however long it takes, so output does not depend on the machine', () => {
    // Shiki's default gives up on a line after 500 ms; this one-line JSON takes longer than that, and a busy machine can take that long on any first line.
    const items = 150_000;
    const line = JSON.stringify(Array.from({ length: items }, (_, i) => ({ talhao: i })));
    const out = html(`\`\`\`json\n${line}\n\`\`\``);
    expect(out.match(/<span class="t-keyword">"talhao"<\/span>/g)).toHaveLength(items);
  });

  it('renders the title and marks highlighted lines', () => {
    const out = html('```bash title="Listar talhões" {2}\necho um\necho dois\n```');
    expect(out).toContain('<div class="code-title">Listar talhões</div>');
    expect(out.match(/class="line highlighted"/g)).toHaveLength(1);
    expect(out).toMatch(/class="line highlighted"><span[^>]*>echo<\/span><span[^>]*> dois/);
  });

  it('falls back to plain text for an unknown language and escapes it', () => {
    const out = html('```klingon\n<script>alert(1)</script>\n```');
    expect(out).toContain('&#x3C;script>');
    expect(out).not.toContain('<script>');
  });
});
