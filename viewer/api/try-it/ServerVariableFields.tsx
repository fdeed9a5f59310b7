import type { TryItServerVariable } from '../../../format/site-format.ts';
import { FieldError } from './FieldError.tsx';

interface Props {
  id: string;
  variables: readonly TryItServerVariable[];
  values: Readonly<Record<string, string>>;
  onChange(name: string, value: string): void;
  /** By variable name. */
  errors: Readonly<Record<string, string>>;
}

/** The chosen server's URL variables: a select for those with listed values, a text field otherwise. */
export function ServerVariableFields({ id, variables, values, onChange, errors }: Props) {
  return (
    <fieldset className="try-it-fieldset">
      <legend>{UI.tryItServerVariables}</legend>
      {variables.map((v) => {
        const field = `${id}-server-var-${v.name}`;
        const error = errors[v.name];
        const describedBy = [v.description ? `${field}-desc` : '', error ? `${field}-error` : ''].filter(Boolean);
        const common = {
          id: field,
          value: values[v.name] ?? v.default,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy.join(' ') || undefined,
        };
        return (
          <div className="try-it-field" key={v.name}>
            <label htmlFor={field}>
              <code>{v.name}</code>
            </label>
            {v.enum ? (
              <select {...common} onChange={(e) => onChange(v.name, e.target.value)}>
                {v.enum.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            ) : (
              <input {...common} type="text" aria-required onChange={(e) => onChange(v.name, e.target.value)} />
            )}
            {v.description && (
              <small id={`${field}-desc`} className="try-it-desc">
                {v.description}
              </small>
            )}
            <FieldError id={`${field}-error`} error={error} />
          </div>
        );
      })}
    </fieldset>
  );
}
