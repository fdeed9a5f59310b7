import { useEffect, useState } from 'react';

const LOADER_DELAY = 200;

/** Shown only when loading takes longer than 200 ms, so fast loads never flash it. */
export function Loading() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), LOADER_DELAY);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div className="loading" role="status">
      <span className="loading-spinner" aria-hidden="true" />
      {UI.loading}
    </div>
  );
}

/** A page whose payload failed: what went wrong, and a retry that does not reload the app. */
export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div className="load-error" role="alert">
      <p className="load-error-title">{UI.pageLoadFailed}</p>
      <p className="error-message">{error.message}</p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        {UI.retry}
      </button>
    </div>
  );
}

const dateFormat = new Map<string, Intl.DateTimeFormat>();

/** "5 de março de 2026" for an ISO date, in the site's language. */
export function formatDate(iso: string, lang: string): string {
  let format = dateFormat.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    dateFormat.set(lang, format);
  }
  return format.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
}
