import { describe, expect, it } from 'vitest';
import { isAllowedHost } from '../../../cli/serve/allowed-host.ts';

describe('isAllowedHost', () => {
  it('takes IP addresses, localhost and the host the server listens on', () => {
    for (const host of [
      '127.0.0.1:3000',
      'localhost:3000',
      'LOCALHOST',
      'docs.localhost:3000',
      '[::1]:3000',
      '192.168.0.7:3000',
      'minha-maquina:3000',
    ]) {
      expect(isAllowedHost(host, 'minha-maquina'), host).toBe(true);
    }
    expect(isAllowedHost(undefined, '127.0.0.1')).toBe(true);
  });

  it('refuses any other name, which a page could point at 127.0.0.1 to read the preview', () => {
    for (const host of [
      'evil.example:3000',
      'localhost.evil.example',
      '127.0.0.1.nip.io',
      'a b',
      'attacker.example@127.0.0.1',
      'attacker.example@localhost:3000',
      'localhost/evil',
      '127.0.0.1:3000/x',
      '127.0.0.1\\evil.example',
    ])
      expect(isAllowedHost(host, '127.0.0.1'), host).toBe(false);
  });
});
