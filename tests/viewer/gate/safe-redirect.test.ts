import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '../../../viewer/gate/safe-redirect.ts';

const ORIGIN = 'https://docs.example.com';
const atRoot = (redirectTo: string | null) => safeRedirectPath(redirectTo, '/', ORIGIN);
const underPortal = (redirectTo: string | null) => safeRedirectPath(redirectTo, '/portal/', ORIGIN);

describe('safeRedirectPath: where a validated reader goes', () => {
  it('goes home without a redirectTo', () => {
    expect(atRoot(null)).toBe('/');
    expect(atRoot('')).toBe('/');
  });

  it('follows a path of the site, keeping its query and hash', () => {
    expect(atRoot('/docs/intro')).toBe('/docs/intro');
    expect(atRoot('/docs/intro?tab=curl#auth')).toBe('/docs/intro?tab=curl#auth');
    expect(atRoot('/')).toBe('/');
  });

  it('follows a full URL of this very origin, as a site path', () => {
    expect(atRoot(`${ORIGIN}/docs/a?b=1#c`)).toBe('/docs/a?b=1#c');
  });

  it('reads a relative path from baseUrl, as a link on the home page would', () => {
    expect(atRoot('docs/intro')).toBe('/docs/intro');
    expect(underPortal('docs/intro')).toBe('/docs/intro');
    expect(underPortal('docs')).toBe('/docs');
    expect(underPortal('docs/intro?x=1#h')).toBe('/docs/intro?x=1#h');
  });

  it('never forwards another hand-off: token and redirectTo are dropped, other parameters stay', () => {
    expect(atRoot('/docs/intro?token=abc&redirectTo=//evil.com&tab=1#h')).toBe('/docs/intro?tab=1#h');
    expect(atRoot('/docs/intro?token=abc')).toBe('/docs/intro');
  });

  it('keeps accented and encoded paths, percent-encoded as the address bar has them', () => {
    expect(atRoot('/docs/ação')).toBe('/docs/a%C3%A7%C3%A3o');
    expect(atRoot('/docs/a%20b')).toBe('/docs/a%20b');
  });
});

describe('safeRedirectPath: open-redirect payloads all fall back to "/"', () => {
  const payloads: Record<string, string[]> = {
    'another origin': [
      'https://evil.com/x',
      'http://docs.example.com/docs',
      `${ORIGIN}.evil.com/x`,
      `${ORIGIN}@evil.com/x`,
      `${ORIGIN}:8443/docs`,
      'http:/evil.com',
      'http:evil.com',
    ],
    'protocol-relative': ['//evil.com', '///evil.com', '//evil.com/docs/intro', '//'],
    'backslash tricks': ['/\\evil.com', '\\\\evil.com', '/\\/evil.com', '\\/evil.com'],
    'script, data and other schemes': [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'mailto:a@b.c',
      'vbscript:x',
    ],
    'control characters that parsers drop': [
      '/\t/evil.com',
      '/\n/evil.com',
      '/\r/evil.com',
      '/\u0000/evil.com',
      '/docs\u007f',
    ],
    'percent-encoded slashes and backslashes': [
      '%2F%2Fevil.com',
      '/%2F%2Fevil.com',
      '/%2fevil.com',
      '/%5Cevil.com',
      '/%5cevil.com',
      '%5C%5Cevil.com',
    ],
    'several layers of encoding': [
      '%252F%252Fevil.com',
      '/%255Cevil.com',
      '/%25252F%25252Fevil.com',
      '/%2525252F%2525252Fevil.com',
      '/%2509/evil.com',
    ],
    'encoded script schemes': ['javascript%3Aalert(1)', '%6A%61%76%61%73%63%72%69%70%74:alert(1)'],
    'malformed encoding': ['/docs/%E0%A4%A', '/docs/%'],
    'dot segments that resolve to a protocol-relative path': [
      '/docs/../..//evil.com',
      '/docs/%2e%2e/%2e%2e//evil.com',
      '/./\\evil.com',
    ],
    'relative forms that name no page': ['.', '..', './docs', '../docs', '?x=1', '#top'],
  };
  for (const [kind, list] of Object.entries(payloads)) {
    it(`refuses ${kind}`, () => {
      for (const payload of list) expect(atRoot(payload), JSON.stringify(payload)).toBe('/');
      for (const payload of list) expect(underPortal(payload), JSON.stringify(payload)).toBe('/');
    });
  }

  it('keeps a dot-segment path that stays a plain path of this origin', () => {
    expect(atRoot('/a/../../docs')).toBe('/docs');
  });
});

describe('safeRedirectPath: baseUrl', () => {
  it('strips baseUrl from a path under it', () => {
    expect(underPortal('/portal/docs/intro')).toBe('/docs/intro');
    expect(underPortal(`${ORIGIN}/portal/docs/intro#x`)).toBe('/docs/intro#x');
  });

  it('refuses a path outside baseUrl, including one that only starts with its letters', () => {
    expect(underPortal('/docs/intro')).toBe('/');
    expect(underPortal('/portalx/docs')).toBe('/');
    expect(underPortal(`${ORIGIN}/docs`)).toBe('/');
    expect(underPortal('/portal/../docs')).toBe('/');
  });

  it('takes baseUrl itself, with or without its slash, as the home page', () => {
    expect(underPortal('/portal')).toBe('/');
    expect(underPortal('/portal/')).toBe('/');
  });

  it('follows dot segments that end under baseUrl', () => {
    expect(underPortal('/portal/../portal/docs')).toBe('/docs');
  });

  it('works under a deeper baseUrl', () => {
    expect(safeRedirectPath('/a/b/docs/x?y=1', '/a/b/', ORIGIN)).toBe('/docs/x?y=1');
    expect(safeRedirectPath('docs/x', '/a/b/', ORIGIN)).toBe('/docs/x');
    expect(safeRedirectPath('/a/docs/x', '/a/b/', ORIGIN)).toBe('/');
  });
});
