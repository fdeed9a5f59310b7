import type { EnforcedGateSettings } from '../../format/site-format.ts';

/** While the provider validates a token: neutral, nothing of the page. */
export function CheckingScreen() {
  return (
    <main id="main" className="gate-screen" tabIndex={-1}>
      <p role="status" className="gate-status">
        Verificando acesso…
      </p>
    </main>
  );
}

export function LeavingScreen({ gate }: { gate: EnforcedGateSettings }) {
  return (
    <main id="main" className="gate-screen" tabIndex={-1}>
      <p role="status" className="gate-status">
        Redirecionando para a aplicação principal…
      </p>
      <p>
        <a href={gate.mainAppUrl}>Ir para a aplicação principal</a>
      </p>
    </main>
  );
}

/** localStorage refused: sending the reader away would only bring them back here, so explain instead. */
export function StorageProblemScreen({ gate, onRetry }: { gate: EnforcedGateSettings; onRetry: () => void }) {
  return (
    <main id="main" className="gate-screen" tabIndex={-1}>
      <div role="alert">
        <h1>Não foi possível guardar o seu acesso</h1>
        <p>
          O navegador não deixou esta documentação usar o armazenamento local, onde o acesso fica guardado. Isso
          acontece em janelas anônimas ou privativas, quando o armazenamento está bloqueado para este site ou quando
          está cheio.
        </p>
        <p>
          Permita o armazenamento para este site, ou use uma janela comum, e abra a documentação de novo pela aplicação
          principal.
        </p>
      </div>
      <p className="gate-actions">
        <button type="button" className="button button-primary" onClick={onRetry}>
          Tentar novamente
        </button>
        <a href={gate.mainAppUrl}>Ir para a aplicação principal</a>
      </p>
    </main>
  );
}

/**
 * Preview builds (`--no-gate`) say so on every page, so nobody mistakes one for the gated portal. A landmark, as all of
 * a page's content must be; on a phone one line, the rest shown once the banner is tapped (it takes focus for that).
 */
export function GateOffBanner() {
  return (
    <section className="gate-off-banner" aria-label="Pré-visualização">
      <p role="note" tabIndex={-1}>
        Pré-visualização: o controle de acesso está desligado. Qualquer pessoa com o endereço vê estas páginas.
      </p>
    </section>
  );
}
