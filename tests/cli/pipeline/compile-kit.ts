import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import type { SidebarItem } from '../../../format/site-format.ts';
import type { TempProject } from '../../helpers/temp-project.ts';

/** A sidebar item's label; raw HTML items have none. */
export const labelOf = (item: SidebarItem) => (item.type === 'html' ? undefined : item.label);

/** The fix every raw-HTML removal names. */
export const RAW_HTML_FIX = `raw HTML may not run script. To keep raw HTML as written, set "markdown": { "rawHtml": "trusted" } in docs.config.json (see the security model in SECURITY.md)`;

/** A production compile of a temporary project. */
export async function compile(project: TempProject) {
  const loaded = loadConfig('docs.config.json', project.dir);
  return compileSite(loaded, { drafts: false, cwd: project.dir });
}

/** A compiled doc's payload, by id. */
export const payloadOf = (site: NonNullable<Awaited<ReturnType<typeof compile>>['site']>, id: string) =>
  JSON.parse([...site.payloadFiles].find(([f]) => f.startsWith(`data/${id}.`))![1]);
