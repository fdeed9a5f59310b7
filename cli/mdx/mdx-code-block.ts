const FENCE = /^[ \t]*(`{3,}|~{3,})(.*?)\r?$/;

/**
 * Docusaurus's `mdx-code-block` fences: their content is MDX of the page, fenced so that other Markdown readers
 * show it as code (Docusaurus's unwrapMdxCodeBlocks). The fence lines become blank lines rather than going away,
 * so every line of the page keeps its number and every diagnostic its position. Other fences are passed over whole,
 * so an example of the syntax inside a code block stays code.
 */
export function unwrapMdxCodeBlocks(body: string): string {
  if (!body.includes('mdx-code-block')) return body;
  const lines = body.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]!);
    if (!open) continue;
    const fence = open[1]!;
    const close = lines.findIndex((line, j) => {
      const m = j > i && FENCE.exec(line);
      return m && m[1]![0] === fence[0] && m[1]!.length >= fence.length && !m[2]!.trim();
    });
    if (close === -1) break;
    if (open[2]!.trim() === 'mdx-code-block') {
      lines[i] = '';
      lines[close] = '';
    } else {
      i = close;
    }
  }
  return lines.join('\n');
}
