import { FieldError, invalidProps } from './FieldError.tsx';

interface Props {
  id: string;
  mediaType: string;
  required: boolean;
  value: string;
  onChange(value: string): void;
  error?: string;
}

/** The request body, as text; its error is the field's description. */
export function BodyField({ id, mediaType, required, value, onChange, error }: Props) {
  return (
    <div className="try-it-field">
      <label htmlFor={`${id}-body`}>
        {UI.tryItBody} ({mediaType}){required && <span className="try-it-required"> ({UI.tryItRequired})</span>}
      </label>
      <textarea
        id={`${id}-body`}
        rows={8}
        spellCheck={false}
        {...invalidProps(`${id}-body-error`, error)}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <FieldError id={`${id}-body-error`} error={error} />
    </div>
  );
}
