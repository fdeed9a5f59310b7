/** The field for the API key a request sends in the `header` it names. */
export function ApiKeyField({
  id,
  header,
  value,
  onChange,
}: {
  id: string;
  header: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <div className="try-it-field">
      <label htmlFor={`${id}-key`}>
        {UI.tryItApiKey} ({header})
      </label>
      <input
        id={`${id}-key`}
        type="password"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
