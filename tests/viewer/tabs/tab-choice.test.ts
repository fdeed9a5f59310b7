import { describe, expect, it } from 'vitest';
import { initialTabValue, tabIndexForKey, tabStorageKey, withQueryValue } from '../../../viewer/tabs/tab-choice.ts';

const values = ['win', 'mac', 'linux'];

describe('initialTabValue', () => {
  it('keeps the compiled default without a parameter or a stored choice', () => {
    expect(initialTabValue(values, null, null)).toBeNull();
  });

  it('takes the stored group choice over the default', () => {
    expect(initialTabValue(values, null, 'mac')).toBe('mac');
  });

  it('takes the URL parameter over the stored choice', () => {
    expect(initialTabValue(values, 'linux', 'mac')).toBe('linux');
  });

  it('ignores a stored choice no tab of this container has', () => {
    expect(initialTabValue(values, null, 'android')).toBeNull();
  });

  it('keeps the default, as Docusaurus does, when the URL names no tab, even with a stored choice', () => {
    expect(initialTabValue(values, 'android', 'mac')).toBeNull();
  });
});

describe('withQueryValue', () => {
  it('adds the parameter, keeping the path, other parameters and the hash', () => {
    expect(withQueryValue({ pathname: '/docs/a', search: '?x=1', hash: '#secao' }, 'current-os', 'mac')).toBe(
      '/docs/a?x=1&current-os=mac#secao',
    );
  });

  it('replaces the value the parameter had', () => {
    expect(withQueryValue({ pathname: '/docs/a', search: '?current-os=win&x=1', hash: '' }, 'current-os', 'mac')).toBe(
      '/docs/a?current-os=mac&x=1',
    );
  });

  it('encodes what the value holds', () => {
    expect(withQueryValue({ pathname: '/', search: '', hash: '' }, 'k', 'a&b c')).toBe('/?k=a%26b+c');
  });
});

describe('tabIndexForKey', () => {
  it('moves with the arrows and wraps at both ends', () => {
    expect(tabIndexForKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 1, 3)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 3)).toBe(2);
  });

  it('goes to the first and last with Home and End', () => {
    expect(tabIndexForKey('Home', 2, 3)).toBe(0);
    expect(tabIndexForKey('End', 0, 3)).toBe(2);
  });

  it('ignores other keys', () => {
    expect(tabIndexForKey('ArrowDown', 0, 3)).toBeNull();
    expect(tabIndexForKey('a', 0, 3)).toBeNull();
  });
});

describe('tabStorageKey', () => {
  it("is Docusaurus's key", () => {
    expect(tabStorageKey('operating-systems')).toBe('docusaurus.tab.operating-systems');
  });
});
