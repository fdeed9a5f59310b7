import { describe, expect, it } from 'vitest';
import { parseNumberPrefix, stripNumberPrefixes } from '../../../cli/sources/number-prefix.ts';

describe('number prefixes', () => {
  it('takes a leading number and its separator as a position', () => {
    expect(parseNumberPrefix('01-intro')).toEqual({ name: 'intro', position: 1 });
    expect(parseNumberPrefix('003 - Guia')).toEqual({ name: 'Guia', position: 3 });
    expect(parseNumberPrefix('7_campo')).toEqual({ name: 'campo', position: 7 });
  });

  it('leaves names that only contain digits elsewhere, or start like a date or a version', () => {
    for (const name of [
      'intro',
      'a1-doc',
      'Doc - 02',
      '2024-03-05-notas',
      '31-01-2024 - Doc',
      '2021_01 doc',
      '8.0-upgrade',
      '1.2.3-beta',
      '01-',
      '02 - ',
    ]) {
      expect(parseNumberPrefix(name)).toEqual({ name });
    }
  });

  it('strips each folder of a path', () => {
    expect(stripNumberPrefixes('01-guia/02-campo/03-talhao')).toBe('guia/campo/talhao');
  });
});
