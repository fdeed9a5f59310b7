import { lookup } from 'mrmime';

/**
 * Whether a browser that opens this file directly (not through `<img>`) renders it as a document, one that may run
 * script in the site's origin and read the reader's token: HTML, XHTML, SVG and every XML type (an XML document runs
 * the XHTML `<script>` elements it holds, and loads an XSLT stylesheet that may add more). Decided by the type the
 * servers send for the file's name, so that a file is judged as the browser will receive it.
 */
export function rendersAsDocument(file: string): boolean {
  const type = lookup(file);
  return !!type && (type === 'text/html' || /^(text|application)\/xml$|\+xml$|^text\/xsl$/.test(type));
}
