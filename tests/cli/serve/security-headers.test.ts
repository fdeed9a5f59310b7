import { describe, expect, it } from 'vitest';
import { fileSecurityHeaders, SANDBOX_POLICY } from '../../../cli/serve/security-headers.ts';

describe('fileSecurityHeaders', () => {
  it('sandboxes a listed file, HTML included', () => {
    expect(fileSecurityHeaders('static/demo.html', true)).toEqual({ 'Content-Security-Policy': SANDBOX_POLICY });
  });

  it('sandboxes an SVG or XML file even when no list names it, but not an HTML shell', () => {
    expect(fileSecurityHeaders('x.svg', false)).toEqual({ 'Content-Security-Policy': SANDBOX_POLICY });
    expect(fileSecurityHeaders('x.xhtml', false)).toEqual({ 'Content-Security-Policy': SANDBOX_POLICY });
    expect(fileSecurityHeaders('docs/intro/index.html', false)).toEqual({});
    expect(fileSecurityHeaders('x.png', false)).toEqual({});
  });
});
