import { describe, expect, it } from 'vitest';
import { rendersAsDocument } from '../../../cli/util/document-types.ts';

describe('rendersAsDocument', () => {
  it('is true for every HTML and XML type a browser renders when the file is opened directly', () => {
    for (const file of ['a.html', 'a.htm', 'a.xhtml', 'a.xht', 'a.svg', 'a.svgz', 'a.xml', 'a.xsl', 'a.rss', 'A.SVG'])
      expect(rendersAsDocument(file), file).toBe(true);
  });

  it('is false for images, scripts, downloads and unknown types', () => {
    for (const file of ['a.png', 'a.js', 'a.json', 'a.pdf', 'a.txt', 'a.css', 'a.zip', 'a.unknown', 'noextension'])
      expect(rendersAsDocument(file), file).toBe(false);
  });
});
