import { lookup } from 'mrmime';

/** Text-like types worth compressing: scripts, styles, JSON payloads and the search index, HTML, SVG, XML, plain text. */
const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

export function isCompressibleType(type: string): boolean {
  return COMPRESSIBLE_TYPE.test(type);
}

/** Whether a file of this name gets compressed copies (when it is large enough): its type, from its extension. */
export function isCompressible(file: string): boolean {
  const type = lookup(file);
  return type !== undefined && isCompressibleType(type);
}
