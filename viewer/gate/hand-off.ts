/** What the main application puts in the address when it opens the docs (spec section 4, branch 1). */
export interface HandOff {
  token: string;
  redirectTo: string | null;
}

let taken: HandOff | null = null;

/**
 * Takes the token out of the address bar, replacing the history entry, and
 * keeps the hand-off for the gate. startViewer calls it before it fetches the
 * manifest: the gate only runs once that arrives, and a slow or failed fetch
 * (an error screen whose retry reloads the page) must not leave the token in
 * the address, the history or a reload. `redirectTo` stays in the address,
 * as it is no secret, until the gate has used it.
 */
export function takeHandOffFromAddress(): void {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (token === null) return;
  taken = { token, redirectTo: url.searchParams.get('redirectTo') };
  replaceAddressWithout(['token']);
}

/** The hand-off taken at start-up, once: a later gate (after a live update re-renders the app) does not see it again. */
export function claimHandOff(): HandOff | null {
  const claimed = taken;
  taken = null;
  return claimed;
}

/** Removes what is left of a hand-off from the address once the gate has read it. */
export function removeHandOffFromAddress(): void {
  replaceAddressWithout(['token', 'redirectTo']);
}

/** Drops query parameters from the address in place: the history entry is replaced, not added to. */
function replaceAddressWithout(names: string[]): void {
  const url = new URL(window.location.href);
  for (const name of names) url.searchParams.delete(name);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
