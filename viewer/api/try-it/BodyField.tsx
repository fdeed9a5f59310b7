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
        Corpo ({mediaType}){required && <span className="try-it-required"> (obrigatório)</span>}
      </label>
      <textarea
        id={`${id}-body`}
        rows={8}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-body-error` : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <small id={`${id}-body-error`} className="try-it-error">
          {error}
        </small>
      )}
    </div>
  );
}
