export interface ErrorScreenProps {
  error: Error;
  onRetry: () => void;
}

/** The spec's error screen: message, cause, and a way to try again. */
export function ErrorScreen({ error, onRetry }: ErrorScreenProps) {
  return (
    <main id="main" className="error-screen" tabIndex={-1}>
      <h1>Esta página deu erro.</h1>
      <p className="error-message">{error.message}</p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        Tentar novamente
      </button>
    </main>
  );
}
