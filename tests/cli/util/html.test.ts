import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../cli/util/html.ts';

describe('escapeHtml', () => {
  it('escapes every character that could end a text or an attribute value, each time it comes', () => {
    expect(escapeHtml(`<a href="x">Tom & "Jerry"</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &quot;Jerry&quot;&lt;/a&gt;',
    );
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('gives back a text with nothing to escape as it is', () => {
    expect(escapeHtml("resposta-200-owner-login (it's fine)")).toBe("resposta-200-owner-login (it's fine)");
    expect(escapeHtml('')).toBe('');
  });
});
