/**
 * An SVG opened directly is a document that may run script in the site's
 * origin; a policy that forbids script keeps a hostile SVG inert. Images
 * embedded with <img> never run script anyway.
 */
export function fileSecurityHeaders(file: string): Record<string, string> {
  return /\.svgz?$/i.test(file) ? { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox" } : {};
}
