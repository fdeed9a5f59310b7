/**
 * An example as the text of a request or response body. A string example is the body itself where the media type is
 * not JSON (`text/plain`, `application/xml`, a CSV), and where it is JSON already written as JSON (a spec often puts
 * `example: '{"id": 1}'`); quoting it again would send `"hello"` with its quotes. Anything else is JSON, indented.
 */
export function exampleText(example: unknown, mediaType: string): string {
  if (typeof example !== 'string') return JSON.stringify(example, null, 2);
  if (!/\bjson\b|\+json\b/i.test(mediaType)) return example;
  try {
    JSON.parse(example);
    return example;
  } catch {
    return JSON.stringify(example);
  }
}

/** The highlighting of an example of the media type: JSON for JSON, XML for XML, else plain text. */
export function exampleLanguage(mediaType: string): string {
  if (/\bjson\b|\+json\b/i.test(mediaType)) return 'json';
  return /\bxml\b|\+xml\b/i.test(mediaType) ? 'xml' : 'text';
}
