export interface ErrorScreenProps {
  error: Error;
  onRetry: () => void;
}

/** The error, then each cause it carries. */
function messages(error: unknown): string[] {
  const out: string[] = [];
  for (let e = error; e && out.length < 5; e = (e as { cause?: unknown }).cause)
    out.push(e instanceof Error ? e.message : String(e));
  return out;
}

/** The spec's error screen: message, causes, and a way to try again. */
export function ErrorScreen({ error, onRetry }: ErrorScreenProps) {
  const [message, ...causes] = messages(error);
  return (
    <main id="main" className="error-screen" tabIndex={-1}>
      <div role="alert">
        <h1>{UI.errorTitle}</h1>
        <p className="error-message">{message}</p>
        {causes.map((cause, i) => (
          <p key={i} className="error-cause">
            {`${UI.cause} `}
            {cause}
          </p>
        ))}
      </div>
      <button type="button" className="button button-primary" onClick={onRetry}>
        {UI.retry}
      </button>
    </main>
  );
}
