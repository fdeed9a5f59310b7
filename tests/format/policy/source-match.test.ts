import { describe, expect, it } from 'vitest';
import { connectAllowed, sourceMatches } from '../../../format/policy/source-match.ts';

const page = 'https://docs.example.com/docs/api/core';

describe('sourceMatches', () => {
  it('matches scheme, host and default port exactly', () => {
    expect(sourceMatches(new URL('https://api.example.com/v1/x'), 'https://api.example.com')).toBe(true);
    expect(sourceMatches(new URL('https://api.example.com:8443/v1'), 'https://api.example.com')).toBe(false);
    expect(sourceMatches(new URL('https://evil.com/?https://api.example.com'), 'https://api.example.com')).toBe(false);
    expect(sourceMatches(new URL('https://api.example.com.evil.com/'), 'https://api.example.com')).toBe(false);
  });

  it('lets http sources match their https upgrade, never the reverse', () => {
    expect(sourceMatches(new URL('https://api.example.com/'), 'http://api.example.com')).toBe(true);
    expect(sourceMatches(new URL('http://api.example.com/'), 'https://api.example.com')).toBe(false);
  });

  it('reads a leading "*." as any subdomain, and port "*" as any port', () => {
    expect(sourceMatches(new URL('https://eu.api.example.com/'), 'https://*.api.example.com')).toBe(true);
    expect(sourceMatches(new URL('https://api.example.com/'), 'https://*.api.example.com')).toBe(false);
    expect(sourceMatches(new URL('http://127.0.0.1:4123/x'), 'http://127.0.0.1:*')).toBe(true);
    expect(sourceMatches(new URL('http://127.0.0.2:4123/x'), 'http://127.0.0.1:*')).toBe(false);
  });

  it('matches a bare scheme source', () => {
    expect(sourceMatches(new URL('https://anything.example/'), 'https:')).toBe(true);
    expect(sourceMatches(new URL('http://anything.example/'), 'https:')).toBe(false);
  });
});

describe('connectAllowed', () => {
  it('allows the page’s own origin and relative URLs without any source', () => {
    expect(connectAllowed('/api/x', page, [])).toBe(true);
    expect(connectAllowed('https://docs.example.com/data.json', page, [])).toBe(true);
  });

  it('refuses what no source names, and an unparsable URL', () => {
    expect(connectAllowed('https://other.example.com/graphql', page, ['https://api.example.com'])).toBe(false);
    expect(connectAllowed('http://[::1', page, ['https:'])).toBe(false);
  });
});
