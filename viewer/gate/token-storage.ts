/**
 * The gate's two localStorage keys, named as the platform's main application
 * and the previous portal name them. Every access goes through here because
 * localStorage throws in some browsers' private modes, when storage is blocked
 * for the site, and when the quota is full: those must become a clear message,
 * never an exception or a redirect loop.
 */
const TOKEN_KEY = 'token';
const EXPIRY_KEY = 'tokenExpiration';

export type StoredExpiry =
  | { ok: true; expiry: null }
  /** Whole seconds since the epoch; NaN when the stored text is not a number. */
  | { ok: true; expiry: number }
  | { ok: false };

function storage(): Storage {
  // The getter itself throws when storage is blocked for the site.
  return window.localStorage;
}

export function readExpiry(): StoredExpiry {
  try {
    const raw = storage().getItem(EXPIRY_KEY);
    return raw === null ? { ok: true, expiry: null } : { ok: true, expiry: Number(raw) };
  } catch {
    return { ok: false };
  }
}

/** Stores a validated token; false when storage refused it. */
export function storeToken(token: string, expiry: number): boolean {
  try {
    storage().setItem(TOKEN_KEY, token);
    storage().setItem(EXPIRY_KEY, String(expiry));
    return true;
  } catch {
    return false;
  }
}

export function clearToken(): void {
  try {
    storage().removeItem(TOKEN_KEY);
    storage().removeItem(EXPIRY_KEY);
  } catch {
    // Nothing stored can be read back either, so the reader still goes to the main application.
  }
}

/** The stored token, or null when there is none or storage cannot be read. */
export function storedToken(): string | null {
  try {
    return storage().getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}
