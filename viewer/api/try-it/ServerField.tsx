import type { TryItOperation } from '../../../format/site-format.ts';
import { FieldError, invalidProps } from './FieldError.tsx';
import { CUSTOM_SERVER } from './use-server.ts';

interface Props {
  id: string;
  servers: TryItOperation['servers'];
  choice: string;
  onChoice(value: string): void;
  custom: string;
  onCustom(value: string): void;
  error?: string;
}

/** The server a request goes to: one the description lists, or an address the reader types. */
export function ServerField({ id, servers, choice, onChoice, custom, onCustom, error }: Props) {
  return (
    <div className="try-it-field">
      <label htmlFor={`${id}-server`}>{UI.tryItServer}</label>
      <select id={`${id}-server`} value={choice} onChange={(e) => onChoice(e.target.value)}>
        {servers.map((s) => (
          <option key={s.url} value={s.url}>
            {s.description ? `${s.description} (${s.template ?? s.url})` : (s.template ?? s.url)}
          </option>
        ))}
        <option value={CUSTOM_SERVER}>{UI.tryItOtherAddress}</option>
      </select>
      {choice === CUSTOM_SERVER && (
        <input
          aria-label={UI.tryItApiAddress}
          {...invalidProps(`${id}-server-error`, error)}
          type="url"
          placeholder="https://"
          value={custom}
          onChange={(e) => onCustom(e.target.value)}
        />
      )}
      <FieldError id={`${id}-server-error`} error={error} />
    </div>
  );
}
