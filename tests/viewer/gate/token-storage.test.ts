import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, readExpiry, storedToken, storeToken } from '../../../viewer/gate/token-storage.ts';
import { storedAccess } from '../../../viewer/gate/use-stored-access.ts';

/** localStorage as a Map; `fail` makes every call throw, as a full quota or a private mode does. */
class FakeStorage {
  readonly items = new Map<string, string>();
  fail: 'never' | 'writes' | 'always' = 'never';

  getItem(key: string): string | null {
    if (this.fail === 'always') throw new DOMException('storage is disabled', 'SecurityError');
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.fail !== 'never') throw new DOMException('quota exceeded', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    if (this.fail === 'always') throw new DOMException('storage is disabled', 'SecurityError');
    this.items.delete(key);
  }
}

function withStorage(): FakeStorage {
  const storage = new FakeStorage();
  vi.stubGlobal('window', { localStorage: storage });
  return storage;
}

/** A site whose storage is blocked: reading window.localStorage itself throws. */
function withBlockedStorage(): void {
  vi.stubGlobal('window', {
    get localStorage(): Storage {
      throw new DOMException('access denied', 'SecurityError');
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('token storage', () => {
  it('stores the token and its expiry under the keys the main application uses', () => {
    const storage = withStorage();
    expect(storeToken('abc.def', 1_900_000_000)).toBe(true);
    expect(Object.fromEntries(storage.items)).toEqual({ token: 'abc.def', tokenExpiration: '1900000000' });
    expect(storedToken()).toBe('abc.def');
    expect(readExpiry()).toEqual({ ok: true, expiry: 1_900_000_000 });
  });

  it('reads a missing expiry as null and a text that is no number as NaN', () => {
    const storage = withStorage();
    expect(readExpiry()).toEqual({ ok: true, expiry: null });
    storage.items.set('tokenExpiration', 'soon');
    const stored = readExpiry();
    expect(stored.ok && Number.isNaN(stored.expiry)).toBe(true);
  });

  it('clears both keys and leaves the others alone', () => {
    const storage = withStorage();
    storage.items.set('theme', 'dark');
    storeToken('abc', 1);
    clearToken();
    expect(Object.fromEntries(storage.items)).toEqual({ theme: 'dark' });
    expect(storedToken()).toBeNull();
  });

  it('answers storage that refuses writes (a full quota) with false, not an exception', () => {
    const storage = withStorage();
    storage.fail = 'writes';
    expect(storeToken('abc', 1)).toBe(false);
    expect(storage.items.size).toBe(0);
  });

  for (const [name, block] of [
    ['throws on every call', () => (withStorage().fail = 'always')],
    ['is blocked for the site', withBlockedStorage],
  ] as const) {
    it(`never throws when storage ${name}`, () => {
      block();
      expect(readExpiry()).toEqual({ ok: false });
      expect(storedToken()).toBeNull();
      expect(storeToken('abc', 1)).toBe(false);
      expect(() => clearToken()).not.toThrow();
    });
  }
});

describe('storedAccess: the gate on a later visit', () => {
  const now = Date.UTC(2026, 0, 1);
  const nowSeconds = now / 1000;

  it('shows the page while the expiry is in the future, and at the very second it is reached', () => {
    const storage = withStorage();
    storage.items.set('tokenExpiration', String(nowSeconds + 60));
    expect(storedAccess(now)).toEqual({ kind: 'show' });
    storage.items.set('tokenExpiration', String(nowSeconds));
    expect(storedAccess(now)).toEqual({ kind: 'show' });
  });

  it('sends the reader away and clears the token once the expiry has passed', () => {
    withStorage().items.set('tokenExpiration', String(nowSeconds - 1));
    expect(storedAccess(now)).toEqual({ kind: 'leave', clear: true });
  });

  it('treats an expiry that is no number as passed', () => {
    withStorage().items.set('tokenExpiration', 'tomorrow');
    expect(storedAccess(now)).toEqual({ kind: 'leave', clear: true });
  });

  it('sends a reader without an expiry away, with nothing to clear', () => {
    withStorage();
    expect(storedAccess(now)).toEqual({ kind: 'leave', clear: false });
  });

  it('reports storage that cannot be read, rather than sending the reader into a loop', () => {
    withBlockedStorage();
    expect(storedAccess(now)).toEqual({ kind: 'storage-failed' });
  });
});
