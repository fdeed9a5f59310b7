/** The attributes that tie a field to its error message, so that a screen reader reads the message with the field. */
export function invalidProps(
  errorId: string,
  error: string | undefined,
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  return error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
}

/** A field's error message, named by the id invalidProps points at. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <small id={id} className="try-it-error">
      {error}
    </small>
  ) : null;
}
