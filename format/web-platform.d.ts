/**
 * The web-platform globals that format/ uses. Browsers and Node both provide
 * them, but format/ is checked with neither the DOM's types nor Node's (its
 * code runs on both sides), so they are declared here, as far as it uses them.
 */
declare class URLSearchParams {
  constructor();
  append(name: string, value: string): void;
  toString(): string;
}

declare class URL {
  constructor(url: string, base?: string);
  readonly origin: string;
  readonly protocol: string;
  readonly hostname: string;
  readonly port: string;
}
