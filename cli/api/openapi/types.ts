import type { TryItServer } from '../../../format/site-format.ts';

/** An OpenAPI operation, dereferenced, as the renderer and the "Testar" panel need it. */
export interface ApiOperation {
  api: string;
  method: string;
  path: string;
  operationId?: string;
  summary?: string;
  description?: string;
  parameters: ApiParameter[];
  /** The first media type of the body, which "Testar" sends; `contents` has them all. */
  requestBody?: {
    required: boolean;
    mediaType: string;
    schema?: JsonSchema;
    example?: unknown;
    description?: string;
    contents: ApiContent[];
  };
  responses: ApiResponse[];
  /** The operation's tags; an untagged operation has none. */
  tags: string[];
  deprecated: boolean;
  /** `x-internal: true`: kept for `:::openapi`, left out of a generated reference. */
  internal: boolean;
  /** The security requirements that apply (the operation's own, else the document's): each is one way to pass. */
  security: ApiSecurityRequirement[];
  /** `x-codeSamples` (or `x-code-samples`) of the operation, as Redoc reads them. */
  codeSamples: { lang: string; label?: string; source: string }[];
  /** Where the operation is written: `paths/{path}/{method}`, or a webhook's or a callback's path item and method. */
  pointer: string[];
  /** `callbacks`: the requests the API sends back once this operation is called, in the order written. */
  callbacks: ApiCallback[];
}

/** One callback of an operation: the requests sent to the URL its expression gives. */
export interface ApiCallback {
  name: string;
  /** The runtime expression of the URL, as written: `{$request.body#/callbackUrl}`. */
  expression: string;
  /** Each request, its `path` the expression. */
  operations: ApiOperation[];
}

export interface ApiContent {
  mediaType: string;
  schema?: JsonSchema;
  example?: unknown;
}

export interface ApiResponse {
  status: string;
  description: string;
  /** The first media type, as "Testar" and the old directive show it; `contents` has them all. */
  mediaType?: string;
  schema?: JsonSchema;
  example?: unknown;
  contents: ApiContent[];
  headers: { name: string; description?: string; schema?: JsonSchema; required: boolean }[];
}

/** One way to authenticate: every scheme it names, with the scopes it needs (empty `schemes` means "none needed"). */
export type ApiSecurityRequirement = { scheme: string; scopes: string[] }[];

export interface ApiSecurityScheme {
  type: string;
  description?: string;
  name?: string;
  in?: string;
  scheme?: string;
  bearerFormat?: string;
  flows?: Record<string, { tokenUrl?: string; authorizationUrl?: string; scopes?: Record<string, string> }>;
  openIdConnectUrl?: string;
}

export interface ApiTag {
  name: string;
  /** `x-displayName`, else the name. */
  label: string;
  description?: string;
}

export interface ApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  description?: string;
  schema?: JsonSchema;
  example?: unknown;
}

export interface ApiSpec {
  /** File name without extension: the name a directive uses ("core"). */
  name: string;
  file: string;
  title: string;
  /** Each with its variables at their defaults in `url`, and the template and variables when it has any. */
  servers: TryItServer[];
  /** Header that carries the API key, when the document declares one. */
  apiKeyHeader?: string;
  operations: ApiOperation[];
  /** OpenAPI 3.1 `webhooks`: requests the API sends, each with its webhook's name as `path`. */
  webhooks: ApiOperation[];
  /** The document's OpenAPI (or Swagger) version, "3.0.3". */
  version: string;
  info: {
    version: string;
    description?: string;
    termsOfService?: string;
    contact?: { name?: string; url?: string; email?: string };
    license?: { name: string; url?: string };
  };
  /** Declared tags in order, then any an operation uses without declaring it. */
  tags: ApiTag[];
  /** `x-tagGroups`: sidebar groups of tags, as Redoc reads them. */
  tagGroups: { name: string; tags: string[] }[];
  securitySchemes: Record<string, ApiSecurityScheme>;
  /** `components.schemas`, dereferenced: a `$ref` to one is the same object, so a schema's identity names it. */
  schemas: Map<string, JsonSchema>;
  /** The page of a component schema, when the config generates a reference for this description (its href). */
  schemaPage?: (name: string) => string;
  /** Where a value is written in the file (built on first use: it parses the file again with positions). */
  locate?(segments: (string | number)[]): { line: number; column: number };
  /** A place as the file names it, where that differs: `definitions.X` for `components.schemas.X` in Swagger 2.0. */
  writtenPointer?(segments: (string | number)[]): (string | number)[];
}

export type JsonSchema = {
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  [key: string]: unknown;
};
