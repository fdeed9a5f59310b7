import { useState } from 'react';
import type { TryItServer } from '../../../format/site-format.ts';
import { serverUrl } from '../../../format/try-it/server-url.ts';

/** The select's value for "another address", typed in a field of its own. */
export const CUSTOM_SERVER = '__custom__';

/** The server a request goes to: the choice, the typed address, the variables of the chosen one, and its URL. */
export function useServer(servers: readonly TryItServer[]) {
  const [choice, setChoice] = useState(servers[0]?.url ?? CUSTOM_SERVER);
  const [custom, setCustom] = useState('');
  /** By variable name; a server chosen anew starts from its defaults. */
  const [variables, setVariables] = useState<Record<string, string>>({});
  const declared = servers.find((s) => s.url === choice);
  return {
    choice,
    choose(value: string) {
      setChoice(value);
      setVariables({});
    },
    custom,
    setCustom,
    declared,
    variables,
    setVariable: (name: string, value: string) => setVariables((all) => ({ ...all, [name]: value })),
    url: declared ? serverUrl(declared, variables) : custom.trim(),
  };
}
