import { connectAllowed } from '../../../format/policy/source-match.ts';

export type SendResult =
  /** The site's Content-Security-Policy does not let the page call this origin: nothing was sent. */
  | { kind: 'blocked'; origin: string }
  | { kind: 'response'; status: number; statusText: string; ms: number; headers: [string, string][]; body: string }
  /**
   * `message` is in the interface's language; `detail` is the browser's own (English) words, when they say more than
   * "no response".
   */
  | { kind: 'failure'; ms: number; message: string; detail?: string; likelyCors: boolean };

/** What Chromium, Firefox and Safari say when a request got no response at all. */
const NO_RESPONSE = new Set(['Failed to fetch', 'NetworkError when attempting to fetch resource.', 'Load failed']);

/** Pretty-prints JSON bodies; anything else comes back as it is. */
export function formatBody(text: string, contentType: string | null): string {
  if (!contentType?.includes('json')) return text;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * Sends the request and measures it. A fetch that fails without a response
 * is a network error or, across origins, most often a CORS refusal: the
 * browser hides which, so the panel explains both. An origin the site's
 * policy does not allow is not tried at all: the browser would refuse it with
 * the same silence, and only its console would say why.
 */
export async function sendRequest(
  url: string,
  init: RequestInit,
  connectSrc: readonly string[],
  timeoutMs = 30_000,
): Promise<SendResult> {
  if (!connectAllowed(url, location.href, connectSrc)) return { kind: 'blocked', origin: originOf(url) };
  const started = performance.now();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal, credentials: 'omit' });
    const text = await response.text();
    return {
      kind: 'response',
      status: response.status,
      statusText: response.statusText,
      ms: performance.now() - started,
      headers: [...response.headers.entries()],
      body: formatBody(text, response.headers.get('content-type')),
    };
  } catch (e) {
    const ms = performance.now() - started;
    if (controller.signal.aborted)
      return { kind: 'failure', ms, message: `${UI.tryItNothingIn} ${timeoutMs / 1000} s.`, likelyCors: false };
    const original = (e as Error).message;
    if (!NO_RESPONSE.has(original))
      return {
        kind: 'failure',
        ms,
        message: UI.tryItBrowserStopped,
        detail: original,
        likelyCors: false,
      };
    const crossOrigin = new URL(url, location.href).origin !== location.origin;
    return {
      kind: 'failure',
      ms,
      message: UI.tryItServerSilent,
      likelyCors: crossOrigin,
    };
  } finally {
    clearTimeout(timer);
  }
}

function originOf(url: string): string {
  try {
    return new URL(url, location.href).origin;
  } catch {
    return url;
  }
}
