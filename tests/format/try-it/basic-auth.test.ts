import { describe, expect, it } from 'vitest';
import { base64Utf8, basicAuthorization } from '../../../format/try-it/basic-auth.ts';

describe('basicAuthorization', () => {
  it("is RFC 7617's example", () => {
    expect(basicAuthorization('Aladdin', 'open sesame')).toBe('Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==');
  });

  it("encodes the UTF-8 bytes as Node's Buffer does, at every padding length", () => {
    for (const text of ['', 'a', 'ab', 'abc', 'São João:senha', 'ç€𝄞', '🐄:x', 'lone \uD800 surrogate'])
      expect(base64Utf8(text), text).toBe(Buffer.from(text).toString('base64'));
  });
});
