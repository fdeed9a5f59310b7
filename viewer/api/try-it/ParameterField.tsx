import type { TryItParameter } from '../../../format/site-format.ts';
import { FieldError } from './FieldError.tsx';

/** Where a parameter goes, in the reader's words (the compiler's reference table has format/try-it/'s). */
const LOCATIONS: Record<TryItParameter['in'], string> = {
  path: UI.tryItInPath,
  query: UI.tryItInQuery,
  header: UI.tryItInHeader,
  cookie: UI.tryItInCookie,
};

interface Props {
  id: string;
  parameter: TryItParameter;
  value: string;
  error?: string;
  onChange(value: string): void;
}

/** One parameter: a select for enums and booleans, a text or number field otherwise. */
export function ParameterField({ id, parameter: p, value, error, onChange }: Props) {
  const describedBy =
    [p.description ? `${id}-desc` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': p.required || undefined,
  };
  const options = p.enum ?? (p.type === 'boolean' ? ['true', 'false'] : undefined);
  return (
    <div className="try-it-field">
      <label htmlFor={id}>
        <code>{p.name}</code> <span className="try-it-in">{LOCATIONS[p.in]}</span>
        {p.required && <span className="try-it-required"> ({UI.tryItRequired})</span>}
      </label>
      {options ? (
        <select {...common} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{p.required ? UI.tryItChoose : UI.tryItDoNotSend}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type="text"
          inputMode={p.type === 'integer' || p.type === 'number' ? 'numeric' : undefined}
          placeholder={p.example ?? p.default ?? ''}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {p.description && (
        <small id={`${id}-desc`} className="try-it-desc">
          {p.description}
        </small>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
