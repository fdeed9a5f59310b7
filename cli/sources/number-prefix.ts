/**
 * Docusaurus's number prefixes: "01-intro.md" is the doc "intro" at position 1, and "02 - Guia" the folder "Guia"
 * at position 2. Names that start like a date ("2024-03-05-notas", "31-01-2024") or a version ("8.0-upgrade")
 * keep their digits, as in Docusaurus: both are digits, a separator and digits again. So does a name that would be
 * left empty ("01-").
 */
const DATE_OR_VERSION = /^\d+[-_.]\d+/;
const PREFIX = /^(\d+)\s*[-_.]+\s*(?=[^-_.\s])/;

export function parseNumberPrefix(segment: string): { name: string; position?: number } {
  if (DATE_OR_VERSION.test(segment)) return { name: segment };
  const match = PREFIX.exec(segment);
  return match ? { name: segment.slice(match[0].length), position: Number.parseInt(match[1]!, 10) } : { name: segment };
}

/** "01-guia/02-campo" -> "guia/campo". */
export function stripNumberPrefixes(path: string): string {
  return path
    .split('/')
    .map((segment) => parseNumberPrefix(segment).name)
    .join('/');
}
