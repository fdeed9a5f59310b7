import type { TryItAuth } from '../../../format/site-format.ts';
import type { SendResult } from './send-request.ts';

/** Status, time, headers and body of a response, or a plain explanation of why there is none. */
export function ResultView({ result, auth }: { result: SendResult; auth?: TryItAuth['type'] }) {
  if (result.kind === 'blocked') {
    return (
      <div className="try-it-result try-it-failure" role="alert">
        <p>
          <strong>A requisição não foi enviada</strong>: este portal só permite chamadas aos servidores que a
          documentação declara, e {result.origin} não está entre eles. Use um dos servidores da lista, ou o comando curl
          acima, no terminal; quem mantém o portal pode incluir o endereço em{' '}
          <code>contentSecurityPolicy.connectSrc</code>.
        </p>
      </div>
    );
  }
  if (result.kind === 'failure') {
    return (
      <div className="try-it-result try-it-failure" role="alert">
        <p>
          <strong>A requisição não obteve resposta</strong> ({Math.round(result.ms)} ms): {result.message}
        </p>
        {result.detail && (
          <p>
            Mensagem do navegador, em inglês: <code>{result.detail}</code>
          </p>
        )}
        {result.likelyCors && (
          <p>
            O navegador bloqueia respostas de outra origem quando o servidor da API não as permite (CORS). Verifique se
            o endereço está certo e se a API aceita chamadas a partir deste portal; se não aceitar, use o comando curl
            acima, no terminal.
          </p>
        )}
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
        <summary>Cabeçalhos da resposta ({result.headers.length})</summary>
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
        <code data-testid="try-it-body">{result.body || '(corpo vazio)'}</code>
      </pre>
    </div>
  );
}

/** What the reader can do about an error status; a 401 depends on the credentials the panel sent. */
function hintFor(status: number, auth: TryItAuth['type'] | undefined): string {
  if (status === 401 && auth === 'basic') return 'Usuário ou senha ausentes ou inválidos.';
  if (status === 401 && auth === 'oauth2')
    return 'Token ausente, inválido ou expirado: obtenha um novo com as credenciais do cliente.';
  if (status === 401)
    return 'Token ausente, inválido ou expirado: entre novamente pela plataforma para renovar o acesso.';
  if (status === 403) return 'O token não tem permissão para esta operação, ou falta a chave de API.';
  if (status === 404) return 'Recurso não encontrado: confira os parâmetros de caminho.';
  if (status === 422 || status === 400)
    return 'A API recusou os dados enviados: veja os detalhes no corpo da resposta.';
  if (status === 429) return 'Limite de requisições atingido: aguarde o tempo indicado em Retry-After.';
  if (status >= 500) return 'Erro no servidor da API: tente de novo em instantes.';
  return '';
}
