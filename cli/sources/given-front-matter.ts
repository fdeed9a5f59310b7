import type { SourcePositions } from './validate/positions.ts';
import { type FrontMatter, type KeyLines, LINED_KEYS, type ParsedFrontMatter } from './front-matter.ts';

const KEY_LINE = /^([a-z_]+): (.*)$/;

/**
 * The front matter of a page docsgen wrote itself (a generated API reference page, see frontMatter in
 * cli/api/reference/reference-pages.ts): one `key: <JSON value>` line per key, read back with JSON.parse. YAML and the
 * schema's check took 0.35 s of the main thread on GitHub's 2,241 generated pages, to find what docsgen had just
 * written from typed values. Undefined when the text is not in that form, for the caller to read it as YAML.
 */
export function jsonLinesFrontMatter(source: string): ParsedFrontMatter | undefined {
  if (!source.startsWith('---\n')) return undefined;
  const close = source.indexOf('\n---\n', 3);
  if (close === -1) return undefined;
  const lines = source.slice(4, close).split('\n');
  const data: Record<string, unknown> = {};
  const lineOf = new Map<string, number>();
  for (const [i, line] of lines.entries()) {
    const [, key, json] = KEY_LINE.exec(line) ?? [];
    if (!key || json === undefined) return undefined;
    try {
      data[key] = JSON.parse(json);
    } catch {
      return undefined;
    }
    // The opening delimiter is line 1.
    lineOf.set(key, i + 2);
  }
  const positions: SourcePositions = {
    locate: ([key], part) => {
      const line = lineOf.get(String(key)) ?? 1;
      return { line, column: part === 'value' && lineOf.has(String(key)) ? String(key).length + 3 : 1 };
    },
  };
  const keyLines: KeyLines = {};
  for (const key of LINED_KEYS) {
    const line = lineOf.get(key);
    if (line !== undefined) keyLines[key] = line;
  }
  const end = close + '\n---\n'.length;
  return {
    data: data as FrontMatter,
    body: source.slice(end),
    bodyLineOffset: lines.length + 2,
    keyLines,
    positions,
    diagnostics: [],
  };
}
