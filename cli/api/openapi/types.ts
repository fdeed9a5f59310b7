/** An OpenAPI operation, dereferenced, as the renderer and the "Testar" panel need it. */
export interface ApiOperation {
  api: string;
  method: string;
  path: string;
  operationId?: string;
  summary?: string;
  description?: string;
  parameters: ApiParameter[];
  requestBody?: { required: boolean; mediaType: string; schema?: JsonSchema; example?: unknown };
  responses: { status: string; description: string; mediaType?: string; schema?: JsonSchema; example?: unknown }[];
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
  servers: { url: string; description?: string }[];
  /** Header that carries the API key, when the document declares one. */
  apiKeyHeader?: string;
  operations: ApiOperation[];
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
