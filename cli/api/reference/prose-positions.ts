import type { Diagnostic } from '../../core/diagnostics.ts';
import type { ApiSpec } from '../openapi/types.ts';
import type { Pointer } from './operation-markdown.ts';
import type { GeneratedPage } from './reference-pages.ts';

/**
 * A description's links are its authors', often written for another site (GitHub's lead to docs.github.com): a broken
 * one is a warning (`--strict` fails on it), as the page works without it, with the two fixes.
 */
const LINK_CODES = new Set(['broken-link', 'broken-anchor']);
const LINK_FIX =
  '; links of a description to "/…" lead to another site: give the apiReference entry a "linkBase" such as "https://docs.github.com", or fix the description';

/** Where each of a generated page's pieces of prose starts in the page, with its pointer into the description. */
interface ProseOrigin {
  line: number;
  lines: number;
  pointer: Pointer;
}

/**
 * Turns a problem found in a generated page (its `file` is the page's own name, see pageFile) into one at the
 * description: the line of the prose it is in, the same line of a YAML block scalar (`description: |`, where lines
 * map one to one) or the string's own line in JSON, and the pointer in the message. A problem outside the prose (in
 * what docsgen wrote around it) is at the top of the page's operation or schema, by the first pointer.
 */
export function proseRemapper(spec: ApiSpec, page: GeneratedPage): (d: Diagnostic) => Diagnostic {
  const origins: ProseOrigin[] = [];
  let from = 0;
  for (const { markdown, pointer } of page.prose) {
    const at = page.text.indexOf(markdown, from);
    if (at < 0) continue;
    origins.push({ line: lineAt(page.text, at), lines: markdown.split('\n').length, pointer });
    from = at + markdown.length;
  }
  const json = spec.file.endsWith('.json');
  return (d) => {
    const origin = origins.find((o) => d.line >= o.line && d.line < o.line + o.lines);
    if (!origin || !spec.locate) return { ...d, file: spec.file, line: 1, column: 1 };
    const value = spec.locate(origin.pointer);
    // Prose of several lines in YAML is a block scalar (`description: |`), whose text starts on the line after its
    // key; a one-line value, and any JSON string, is on the value's own line.
    const block = !json && origin.lines > 1;
    const where = spec.writtenPointer?.(origin.pointer) ?? origin.pointer;
    return {
      ...d,
      ...(LINK_CODES.has(d.code) ? { severity: 'warning' as const } : {}),
      file: spec.file,
      line: block ? value.line + 1 + (d.line - origin.line) : value.line,
      column: block ? d.column : value.column,
      message: `${where.join('.')}: ${d.message}${LINK_CODES.has(d.code) ? LINK_FIX : ''}`,
    };
  };
}

/** The name a generated page's problems carry until they are remapped: the description's file and the page. */
export function pageFile(spec: ApiSpec, page: GeneratedPage): string {
  return `${spec.file}#${page.relPath}`;
}

/** The 1-based line of `text` that holds `offset`. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}
