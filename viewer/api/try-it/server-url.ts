import type { TryItServer } from '../../../format/site-format.ts';

/** The server's URL with each variable the reader set, the rest at their defaults. */
export function serverUrl(server: TryItServer, values: Readonly<Record<string, string>>): string {
  if (!server.template) return server.url;
  const variables = new Map(server.variables?.map((v) => [v.name, v]));
  return server.template.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const variable = variables.get(name);
    return variable ? (values[name]?.trim() ?? variable.default) : whole;
  });
}
