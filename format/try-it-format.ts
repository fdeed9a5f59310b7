/** What the viewer's "Testar" panels and GraphQL explorers read from the page: part of the site format. */

/** What a "Testar" panel needs about one operation: JSON in `data-operation` on a `<div class="try-it">` in the body. */
export interface TryItOperation {
  api: string;
  method: string;
  path: string;
  servers: TryItServer[];
  /** Header that carries the reader's API key, when the API declares one. */
  apiKeyHeader?: string;
  /** Credentials the reader types in the panel; absent, the panel sends the reader's stored token as a bearer. */
  auth?: TryItAuth;
  parameters: TryItParameter[];
  requestBody?: { required: boolean; mediaType: string; example?: string };
}

export interface TryItServer {
  /** With its variables at their defaults: the address samples show and the panel starts from. */
  url: string;
  description?: string;
  /** The URL as the description writes it, `{name}` for each variable; present when it has variables. */
  template?: string;
  /** In the order the template names them. */
  variables?: TryItServerVariable[];
}

export interface TryItServerVariable {
  name: string;
  default: string;
  /** The only values the server takes, when the description lists them. */
  enum?: string[];
  /** Plain text, as a parameter's. */
  description?: string;
}

export type TryItAuth =
  /** HTTP basic (`type: http, scheme: basic`): a username and a password. */
  | { type: 'basic' }
  /**
   * OAuth 2.0 client credentials: the panel asks `tokenUrl` for a token with the client's id and secret, then sends it
   * as a bearer. `tokenUrl` may be relative to the server's URL, as OpenAPI allows. `required` are the scopes the
   * operation asks for, among `scopes`, every scope the flow declares.
   */
  | { type: 'oauth2'; tokenUrl: string; scopes: { name: string; description: string }[]; required: string[] };

export interface TryItParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  type: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
  enum?: string[];
  default?: string;
  example?: string;
  minimum?: number;
  maximum?: number;
  /** Plain text: the viewer shows it as text, so the compiler takes the Markdown out. */
  description?: string;
}

/** The class of the elements the viewer turns into "Testar" panels and GraphQL explorers. */
export const TRY_IT_CLASS = 'try-it';
export const GRAPHQL_EXPLORER_CLASS = 'graphql-explorer';

/** What the GraphQL explorer needs: where to send queries and the schema to check them against. */
export interface GraphqlExplorerConfig {
  endpoint: string;
  /** Header that carries the reader's API key, when the API wants one. */
  apiKeyHeader?: string;
  sdl: string;
  query: string;
  variables: string;
}
