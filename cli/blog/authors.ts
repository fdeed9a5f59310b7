import yaml from 'js-yaml';
import { error, type Diagnostic } from '../util/diagnostics.ts';
import type { BlogAuthor } from '../../format/site-format.ts';

const FIELDS = ['name', 'title', 'url', 'image_url', 'email'];

/** `blog/authors.yml`: authors by key, as Docusaurus reads them. */
export function parseAuthors(file: string, source: string): { authors: Map<string, BlogAuthor>; diagnostics: Diagnostic[] } {
  const authors = new Map<string, BlogAuthor>();
  const diagnostics: Diagnostic[] = [];
  let data: unknown;
  try {
    data = yaml.load(source);
  } catch (e) {
    const mark = (e as { mark?: { line: number; column: number } }).mark;
    diagnostics.push(error(file, (mark?.line ?? 0) + 1, (mark?.column ?? 0) + 1, `invalid YAML: ${(e as { reason?: string }).reason ?? (e as Error).message}`));
    return { authors, diagnostics };
  }
  if (data == null) return { authors, diagnostics };
  if (typeof data !== 'object' || Array.isArray(data)) {
    diagnostics.push(error(file, 1, 1, 'expected a map of author keys to { name, title, url, image_url }'));
    return { authors, diagnostics };
  }
  const lines = source.split(/\r?\n/);
  const lineOf = (key: string) => Math.max(1, lines.findIndex((l) => l.startsWith(`${key}:`)) + 1);
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const parsed = toAuthor(value);
    if (typeof parsed === 'string') diagnostics.push(error(file, lineOf(key), 1, `author "${key}": ${parsed}`));
    else authors.set(key, parsed);
  }
  return { authors, diagnostics };
}

/** An author object from authors.yml or inline front matter, or what is wrong with it. */
export function toAuthor(value: unknown): BlogAuthor | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'expected an object with "name"';
  const v = value as Record<string, unknown>;
  const unknown = Object.keys(v).find((k) => !FIELDS.includes(k));
  if (unknown) return `unknown key "${unknown}", expected ${FIELDS.map((f) => `"${f}"`).join(', ')}`;
  if (typeof v.name !== 'string' || !v.name.trim()) return 'expected "name" to be a non-empty string';
  for (const k of ['title', 'url', 'image_url']) {
    if (v[k] !== undefined && typeof v[k] !== 'string') return `expected "${k}" to be a string`;
  }
  return {
    name: v.name,
    ...(typeof v.title === 'string' ? { title: v.title } : {}),
    ...(typeof v.url === 'string' ? { url: v.url } : {}),
    ...(typeof v.image_url === 'string' ? { imageUrl: v.image_url } : {}),
  };
}
