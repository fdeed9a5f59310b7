import type { LinkRef, RenderEnv } from './render-env.ts';

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
    const needles = spellings.flatMap((href) => [{ href, text: `(${href}`, skip: 1 }, { href, text: href, skip: 0 }]);
    for (const { href, text, skip } of needles) {
      const at = this.advancePast(text);
      if (at) return { href, line: at.line + 1 + this.env.lineOffset, column: at.column + skip + 1 };
    }
    return this.definitionOf(spellings) ?? { href: spellings[0]!, line: this.from + 1 + this.env.lineOffset, column: 1 };
  }

  /** A reference link (`[texto][ref]`) is written where it is defined, `[ref]: href`, anywhere in the page. */
  private definitionOf(spellings: string[]): LinkRef | undefined {
    for (const href of spellings) {
      for (const [l, line] of this.env.lines.entries()) {
        const at = /^ {0,3}\[[^\]]+\]:[ \t]*<?/.exec(line);
        if (at && line.startsWith(href, at[0].length)) return { href, line: l + 1 + this.env.lineOffset, column: at[0].length + 1 };
      }
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
  private advancePast(text: string, before = Math.max(this.to, this.line + 1)): { line: number; column: number } | undefined {
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
