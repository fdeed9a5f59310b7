/**
 * A size limit of the build, or the positive whole number the environment variable `name` gives in its place. Tests
 * set these to take a small fixture through a path only large sites take (several route shards, the packer's thread,
 * the child node); no site needs them, so they are no config keys.
 */
export function sizeFromEnv(name: string, fallback: number): number {
  const given = Number(process.env[name]);
  return Number.isInteger(given) && given > 0 ? given : fallback;
}
