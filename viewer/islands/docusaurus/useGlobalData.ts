/**
 * `@docusaurus/useGlobalData` for islands. docsgen's plugins publish no global data (the site's pages, sidebars and
 * versions are in the manifest the viewer reads), so a component reading it gets Docusaurus's empty shapes.
 */
export default function useGlobalData(): Record<string, Record<string, unknown>> {
  return {};
}

export function useAllPluginInstancesData(_plugin: string): Record<string, unknown> {
  return {};
}

export function usePluginData(_plugin: string, _id?: string): unknown {
  return undefined;
}
