import type { TryItAuth } from '../../../format/site-format.ts';
import type { ApiOperation, ApiSecurityScheme } from './types.ts';

type Kind = 'stored' | 'basic' | 'oauth2' | 'unsupported';

/**
 * What the panel can fill of a scheme: a bearer or an API key header from what it already holds (the reader's stored
 * token, the key field), basic and client credentials from fields of their own; anything else it cannot.
 */
function kindOf(scheme: ApiSecurityScheme | undefined): Kind {
  if (!scheme) return 'unsupported';
  const httpScheme = scheme.scheme?.toLowerCase();
  if (scheme.type === 'http' && httpScheme === 'bearer') return 'stored';
  if (scheme.type === 'http' && httpScheme === 'basic') return 'basic';
  if (scheme.type === 'apiKey' && scheme.in === 'header') return 'stored';
  if (scheme.type === 'oauth2' && scheme.flows?.clientCredentials?.tokenUrl) return 'oauth2';
  return 'unsupported';
}

/**
 * The credentials "Testar" asks for: those of the operation's first way to pass (its security requirements are
 * alternatives) made only of schemes the panel can fill. Absent when that way needs none, or only the stored token or
 * the API key, which the panel has always sent; and when no way can be filled, so the panel behaves as before.
 */
export function tryItAuth(op: ApiOperation, schemes: Record<string, ApiSecurityScheme>): TryItAuth | undefined {
  for (const requirement of op.security) {
    const kinds = requirement.map(({ scheme }) => kindOf(schemes[scheme]));
    if (kinds.includes('unsupported')) continue;
    const oauth = requirement.find((_, i) => kinds[i] === 'oauth2');
    if (oauth) {
      const flow = schemes[oauth.scheme]!.flows!.clientCredentials!;
      return {
        type: 'oauth2',
        tokenUrl: flow.tokenUrl!,
        scopes: Object.entries(flow.scopes ?? {}).map(([name, description]) => ({ name, description })),
        required: oauth.scopes,
      };
    }
    return kinds.includes('basic') ? { type: 'basic' } : undefined;
  }
  return undefined;
}
