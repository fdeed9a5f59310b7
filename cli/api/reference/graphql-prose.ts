import type { StringValueNode } from 'graphql';
import type { Diagnostic } from '../../core/diagnostics.ts';
import { nestedMarkdown } from './operation-markdown.ts';
import { lineAt } from './prose-positions.ts';

/** What a GraphQL page writes a description of: the schema, a type, a field, an argument or an enum value. */
export interface Described {
  description?: string | null | undefined;
  astNode?: { description?: StringValueNode | undefined } | null | undefined;
}

/** A piece of a generated page's prose, by its lines in the page and where its text starts in the schema. */
interface Origin {
  /** Its first line and column in the page, and how many lines it spans. */
  line: number;
  column: number;
  lines: number;
  /** Its text's first line and column in the schema's file, and the column its other lines start at there. */
  sdl: { line: number; column: number; indent: number };
}

/** A description as a list item writes it: on one line. */
export const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ');

/**
 * Turns a problem found in a generated GraphQL page into one at the schema: in the prose of a description (a broken
 * link), at the same line of its block string (`"""`, whose lines map one to one), or at the description's start
 * for one written on a list item's line; anywhere else, at the definition the page is about, as before.
 * `described`: the page's own definition first (its description is written whole), then those its lists name (each
 * description on its item's line), in the order the page writes them.
 */
export function graphqlProseRemapper(
  file: string,
  page: { text: string; line: number },
  described: readonly Described[],
): (d: Diagnostic) => Diagnostic {
  // Found at the page's first problem: most pages have none, and every generated page gets a remapper.
  let origins: Origin[] | undefined;
  return (d) => {
    origins ??= proseOrigins(page.text, described);
    const origin = origins.find((o) => d.line >= o.line && d.line < o.line + o.lines);
    if (!origin) return { ...d, file, line: page.line, column: 1 };
    const offset = d.line - origin.line;
    const column =
      offset === 0 ? origin.sdl.column + Math.max(0, d.column - origin.column) : origin.sdl.indent + d.column - 1;
    return { ...d, file, line: origin.sdl.line + offset, column };
  };
}

/** Where each description the page writes is in it, and where its text starts in the schema. */
function proseOrigins(text: string, described: readonly Described[]): Origin[] {
  const origins: Origin[] = [];
  let from = 0;
  described.forEach((item, i) => {
    const node = item.astNode?.description;
    if (!item.description || !node?.loc) return;
    const written = i === 0 ? nestedMarkdown(item.description, 2) : oneLine(item.description);
    const at = text.indexOf(written, from);
    if (at < 0) return;
    from = at + written.length;
    const lines = written.split('\n').length;
    const lineStart = text.lastIndexOf('\n', at - 1) + 1;
    origins.push({ line: lineAt(text, at), column: at - lineStart + 1, lines, sdl: textStart(node) });
  });
  return origins;
}

/**
 * Where a description's text starts in the schema's file: past the quotes of a string, and for a block string past
 * the blank lines and the indentation GraphQL takes off its lines.
 */
function textStart(node: StringValueNode): Origin['sdl'] {
  const { startToken, source, start } = node.loc!;
  if (!node.block) return { line: startToken.line, column: startToken.column + 1, indent: 1 };
  const after = source.body.slice(start + 3);
  const blank = /^(?:[ \t]*\r?\n)*/.exec(after)![0];
  const breaks = blank.split('\n').length - 1;
  const indent = /^[ \t]*/.exec(after.slice(blank.length))![0].length;
  return { line: startToken.line + breaks, column: (breaks ? 1 : startToken.column + 3) + indent, indent: indent + 1 };
}
