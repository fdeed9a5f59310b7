import { closesRun, fenceOpening } from '../util/fence-lines.ts';

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
    const text = lines[i]!.trimStart();
    const fence = fenceOpening(text);
    if (!fence) continue;
    const close = lines.findIndex((line, j) => j > i && closesRun(line.trimStart(), fence[0]!, fence.length));
    if (close === -1) break;
    if (text.slice(fence.length).trim() === 'mdx-code-block') {
      lines[i] = '';
      lines[close] = '';
    } else {
      i = close;
    }
  }
  return lines.join('\n');
}
