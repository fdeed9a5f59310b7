import type { StateCore, Token } from 'markdown-it';
import { MDX_EXPRESSION, MDX_TAG, type TagMeta } from './syntax-tokens.ts';

/** Text that MDX drops between elements: white space only. */
export function isBlank(token: Token): boolean {
  return (token.type === 'text' && !token.content.trim()) || token.type === 'softbreak' || token.type === 'hardbreak';
}

/**
 * A paragraph that holds only elements and expressions (and white space between them) is not a paragraph, as in MDX
 * (its "unravel" step): `<TabItem value="a">Texto</TabItem>` alone on a line is the element, not a <p> around it. Its
 * tags and expressions become block tokens, and the inline content inside its elements stays inline, without a <p>.
 */
export function unravelParagraphs(state: StateCore): void {
  const tokens = state.tokens;
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const inline = tokens[i + 1];
    if (token.type !== 'paragraph_open' || inline?.type !== 'inline' || !onlyElements(inline.children ?? [])) {
      out.push(token);
      continue;
    }
    const map = inline.map ?? token.map;
    let run: Token[] = [];
    const flush = () => {
      if (run.length) {
        const text = new state.Token('inline', '', 0);
        // White space between elements stays a space, as React renders MDX's: `{a} {b}` reads "a b".
        if (run.every(isBlank)) {
          const space = new state.Token('text', '', 0);
          space.content = ' ';
          run = [space];
        }
        text.children = run;
        text.content = inline.content;
        text.map = map;
        text.level = token.level;
        text.meta = { unravelled: inline };
        out.push(text);
      }
      run = [];
    };
    // Only what stands at the paragraph's own level becomes a block: tags and text inside its elements stay inline.
    let depth = 0;
    for (const child of inline.children!) {
      const isTag = child.type === MDX_TAG;
      if (isTag && (child.meta as TagMeta).tag.closing) depth--;
      if (depth === 0 && (isTag || child.type === MDX_EXPRESSION)) {
        flush();
        child.block = true;
        child.map = map;
        child.meta = { ...child.meta, unravelledFrom: inline };
        out.push(child);
      } else {
        run.push(child);
      }
      if (isTag && !(child.meta as TagMeta).tag.closing && !(child.meta as TagMeta).tag.selfClosing) depth++;
    }
    flush();
    i += 2;
  }
  state.tokens = out;
}

/** Whether, outside its elements, inline content holds only tags, expressions and white space. */
function onlyElements(children: readonly Token[]): boolean {
  let depth = 0;
  let any = false;
  for (const child of children) {
    if (child.type === MDX_TAG) {
      any = true;
      const { tag } = child.meta as TagMeta;
      if (tag.closing) depth--;
      else if (!tag.selfClosing) depth++;
    } else if (child.type === MDX_EXPRESSION) {
      any = true;
    } else if (depth <= 0 && !isBlank(child)) {
      return false;
    }
  }
  return any;
}
