/**
 * The well-formedness problems of an XML document, or none: one root element, every tag closed in order, attributes
 * quoted, no raw "<" or stray "&" in text or attribute values, only XML's own and numeric entities. Enough to tell an
 * unescaped title or body from an escaped one; the e2e tests also parse the feeds with Chromium's DOMParser.
 */
export function xmlProblems(text: string): string[] {
  const problems: string[] = [];
  const body = text.replace(/^<\?xml[^?]*\?>\s*/, '');
  const open: string[] = [];
  let roots = 0;
  const checkText = (chunk: string, where: string) => {
    for (const m of chunk.matchAll(/&([^;\s]*);?/g)) {
      if (!/^&(?:amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);$/i.test(m[0])) problems.push(`bad entity ${m[0]} in ${where}`);
    }
    if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(chunk)) problems.push(`control character in ${where}`);
  };
  let at = 0;
  for (const m of body.matchAll(
    /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|<!\[CDATA\[[\s\S]*?\]\]>|</g,
  )) {
    checkText(body.slice(at, m.index), `text before offset ${m.index}`);
    at = m.index! + m[0].length;
    if (m[0] === '<') {
      problems.push(`raw "<" at offset ${m.index}`);
      continue;
    }
    if (m[0].startsWith('<![CDATA[')) continue;
    const [, closing, name, attributes, selfClosing] = m as unknown as string[];
    checkText(attributes ?? '', `attributes of <${name}>`);
    if (closing) {
      const top = open.pop();
      if (top !== name) problems.push(`</${name}> closes <${top ?? 'nothing'}>`);
    } else if (!selfClosing) {
      if (!open.length) roots++;
      open.push(name!);
    } else if (!open.length) roots++;
  }
  checkText(body.slice(at), 'trailing text');
  if (body.slice(at).trim()) problems.push('text after the root element');
  if (open.length) problems.push(`never closed: ${open.join(', ')}`);
  if (roots !== 1) problems.push(`expected one root element, got ${roots}`);
  return problems;
}
