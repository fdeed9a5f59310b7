import type { EnforcedGateSettings } from '../../format/site-format.ts';

/** While the provider validates a token: neutral, nothing of the page. */
export function CheckingScreen() {
  return (
    <main id="main" className="gate-screen" tabIndex={-1}>
      <p role="status" className="gate-status">
        {UI.checkingAccess}
      </p>
    </main>
  );
}

export function LeavingScreen({ gate }: { gate: EnforcedGateSettings }) {
  return (
    <main id="main" className="gate-screen" tabIndex={-1}>
      <p role="status" className="gate-status">
        {UI.redirectingToApp}
      </p>
      <p>
        <a href={gate.mainAppUrl}>{UI.goToApp}</a>
      </p>
    </main>
  );
}

/** localStorage refused: sending the reader away would only bring them back here, so explain instead. */
export function StorageProblemScreen({ gate, onRetry }: { gate: EnforcedGateSettings; onRetry: () => void }) {
  return (
    <main id="main" className="gate-screen" tabIndex={-1}>
      <div role="alert">
        <h1>{UI.storageProblemTitle}</h1>
        <p>{UI.storageProblemText}</p>
        <p>{UI.storageProblemHelp}</p>
      </div>
      <p className="gate-actions">
        <button type="button" className="button button-primary" onClick={onRetry}>
          {UI.retry}
        </button>
        <a href={gate.mainAppUrl}>{UI.goToApp}</a>
      </p>
    </main>
  );
}
