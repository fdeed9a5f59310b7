import type { LinkRef, RenderEnv } from '../core/render-env.ts';

/** Finds successive occurrences of link targets within the current block's source lines. */
export class SourceCursor {
  private from = 0;
  private to = 0;
  private line = 0;
  private column = 0;

  constructor(private readonly env: RenderEnv) {}

  enterBlock([start, end]: [number, number]): void {
    if (start === this.from && end === this.to) return;
    this.from = start;
    this.to = end;
    this.line = start;
    this.column = 0;
  }

  /** Locates the first spelling of an href that occurs in the block, from the last match on. */
  find(spellings: string[]): LinkRef {
    // "(href" first: a destination, rather than link text that repeats the URL.
    const needles = spellings.flatMap((href) => [
      { href, text: `(${href}`, skip: 1 },
      { href, text: href, skip: 0 },
    ]);
    for (const { href, text, skip } of needles) {
      const at = this.advancePast(text);
      if (at) return { href, line: at.line + 1 + this.env.lineOffset, column: at.column + skip + 1 };
    }
    return (
      this.definitionOf(spellings) ?? { href: spellings[0]!, line: this.from + 1 + this.env.lineOffset, column: 1 }
    );
  }

  /** Where the cursor stands, for another cursor over the same page to move to (see moveTo). */
  mark(): { line: number; column: number } {
    return { line: this.line, column: this.column };
  }

  /** Moves forward to a mark, never back: past a destination that another cursor located. */
  moveTo(mark: { line: number; column: number }): void {
    if (mark.line > this.line || (mark.line === this.line && mark.column > this.column)) {
      this.line = mark.line;
      this.column = mark.column;
    }
  }

  /** A reference link (`[texto][ref]`) is written where it is defined, `[ref]: href`, anywhere in the page. */
  private definitionOf(spellings: string[]): LinkRef | undefined {
    const definitions = definitionsOf(this.env);
    for (const href of spellings) {
      const at = definitions.get(href);
      if (at) return { href, line: at.line + 1 + this.env.lineOffset, column: at.column + 1 };
    }
    return undefined;
  }

  /**
   * Moves past source that holds no link, such as inline code, so that a link written after it is not found in it.
   * Only on the current line: markdown-it normalizes a code span that spans lines, and searching further could
   * jump past links to a later span that reads the same.
   */
  skipOnLine(text: string): void {
    this.advancePast(text, this.line + 1);
  }

  /** Where `text` next occurs in the block (0-based), moving the cursor to its end; undefined when it does not. */
  private advancePast(
    text: string,
    before = Math.max(this.to, this.line + 1),
  ): { line: number; column: number } | undefined {
    for (let l = this.line; l < before; l++) {
      const at = (this.env.lines[l] ?? '').indexOf(text, l === this.line ? this.column : 0);
      if (at === -1) continue;
      this.line = l;
      this.column = at + text.length;
      return { line: l, column: at };
    }
    return undefined;
  }
}

const definitionsByPage = new WeakMap<RenderEnv, Map<string, { line: number; column: number }>>();
const DEFINITION = /^( {0,3}\[[^\]]+\]:[ \t]*)(?:<([^>]*)>|(\S+))/;

/** Each destination a page defines (`[ref]: href`), at its first definition (0-based); read once per page. */
function definitionsOf(env: RenderEnv): Map<string, { line: number; column: number }> {
  let definitions = definitionsByPage.get(env);
  if (!definitions) {
    definitions = new Map();
    for (const [line, text] of env.lines.entries()) {
      const match = DEFINITION.exec(text);
      const href = match?.[2] ?? match?.[3];
      if (match && href !== undefined && !definitions.has(href))
        definitions.set(href, { line, column: match[1]!.length + (match[2] !== undefined ? 1 : 0) });
    }
    definitionsByPage.set(env, definitions);
  }
  return definitions;
}
