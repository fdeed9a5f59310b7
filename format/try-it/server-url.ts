import type { TryItServer } from '../site-format.ts';

/** The server's URL with each variable the reader set, the rest at their defaults. */
export function serverUrl(server: TryItServer, values: Readonly<Record<string, string>>): string {
  if (!server.template) return server.url;
  const variables = new Map(server.variables?.map((v) => [v.name, v]));
  return server.template.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const variable = variables.get(name);
    return variable ? (values[name]?.trim() ?? variable.default) : whole;
  });
}

/**
 * The server's URL at every combination of its listed values (a variable without a list at its default), the first
 * `limit` of them: the addresses a reader can pick, which the site's policy must let the browser call.
 */
export function serverUrls(server: TryItServer, limit = 64): string[] {
  let combinations: Record<string, string>[] = [{}];
  for (const v of server.variables ?? [])
    combinations = combinations
      .flatMap((values) => (v.enum ?? [v.default]).map((value) => ({ ...values, [v.name]: value })))
      .slice(0, limit);
  return combinations.map((values) => serverUrl(server, values));
}
