import type { TryItAuth } from '../../../format/site-format.ts';
import type { SendResult } from './send-request.ts';

/** Status, time, headers and body of a response, or a plain explanation of why there is none. */
export function ResultView({ result, auth }: { result: SendResult; auth?: TryItAuth['type'] }) {
  if (result.kind === 'blocked') {
    return (
      <div className="try-it-result try-it-failure" role="alert">
        <p>
          <strong>{UI.tryItNotSent}</strong>: {UI.tryItBlockedBefore} {result.origin} {UI.tryItBlockedAfter}{' '}
          <code>contentSecurityPolicy.connectSrc</code>.
        </p>
      </div>
    );
  }
  if (result.kind === 'failure') {
    return (
      <div className="try-it-result try-it-failure" role="alert">
        <p>
          <strong>{UI.tryItNoResponse}</strong> ({Math.round(result.ms)} ms): {result.message}
        </p>
        {result.detail && (
          <p>
            {UI.tryItBrowserMessage} <code>{result.detail}</code>
          </p>
        )}
        {result.likelyCors && <p>{UI.tryItCors}</p>}
      </div>
    );
  }
  const ok = result.status >= 200 && result.status < 300;
  return (
    <div className="try-it-result" role="status" aria-live="polite">
      <p className="try-it-status-line">
        <span
          className={`try-it-status ${ok ? 'try-it-status-ok' : 'try-it-status-error'}`}
          data-testid="try-it-status"
        >
          {result.status} {result.statusText}
        </span>
        <span className="try-it-time">{Math.round(result.ms)} ms</span>
      </p>
      {!ok && <p className="try-it-hint">{hintFor(result.status, auth)}</p>}
      <details>
        <summary>
          {UI.tryItResponseHeaders} ({result.headers.length})
        </summary>
        <dl className="try-it-headers">
          {result.headers.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </details>
      <pre className="try-it-body" tabIndex={0}>
        <code data-testid="try-it-body">{result.body || UI.tryItEmptyBody}</code>
      </pre>
    </div>
  );
}

/** What the reader can do about an error status; a 401 depends on the credentials the panel sent. */
function hintFor(status: number, auth: TryItAuth['type'] | undefined): string {
  if (status === 401 && auth === 'basic') return UI.tryItHintBasic401;
  if (status === 401 && auth === 'oauth2') return UI.tryItHintOAuth401;
  if (status === 401) return UI.tryItHint401;
  if (status === 403) return UI.tryItHint403;
  if (status === 404) return UI.tryItHint404;
  if (status === 422 || status === 400) return UI.tryItHint400;
  if (status === 429) return UI.tryItHint429;
  if (status >= 500) return UI.tryItHint500;
  return '';
}
