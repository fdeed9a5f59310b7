/** The username and password of HTTP basic authentication, kept in the panel's state only. */
export function BasicAuthFields({
  id,
  username,
  password,
  onUsername,
  onPassword,
}: {
  id: string;
  username: string;
  password: string;
  onUsername(value: string): void;
  onPassword(value: string): void;
}) {
  return (
    <fieldset className="try-it-fieldset">
      <legend>{UI.tryItBasicAuth}</legend>
      <div className="try-it-field">
        <label htmlFor={`${id}-username`}>{UI.tryItUsername}</label>
        <input
          id={`${id}-username`}
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={username}
          onChange={(e) => onUsername(e.target.value)}
        />
      </div>
      <div className="try-it-field">
        <label htmlFor={`${id}-password`}>{UI.tryItPassword}</label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="off"
          value={password}
          onChange={(e) => onPassword(e.target.value)}
        />
      </div>
    </fieldset>
  );
}
