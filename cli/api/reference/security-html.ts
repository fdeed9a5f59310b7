import type { ApiStrings } from '../../../format/ui-strings/api/api-strings.ts';
import { escapeHtml as escape } from '../../util/html.ts';
import type { ApiOperation, ApiSecurityScheme, ApiSpec } from '../openapi/types.ts';

/** How a scheme is passed, in words: "Token Bearer (JWT) no cabeçalho Authorization". */
export function schemeSummary(scheme: ApiSecurityScheme | undefined, t: ApiStrings): string {
  if (!scheme) return t.undeclaredScheme;
  if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer')
    return `${t.bearerToken}${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ''} ${t.inAuthorizationHeader}`;
  if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'basic') return t.basicAuth;
  if (scheme.type === 'http') return `HTTP ${scheme.scheme ?? ''} ${t.inAuthorizationHeader}`;
  if (scheme.type === 'apiKey') {
    const where =
      scheme.in === 'query' ? t.apiKeyInQuery : scheme.in === 'cookie' ? t.apiKeyInCookie : t.apiKeyInHeader;
    return `${where} ${scheme.name ?? ''}`.trim();
  }
  if (scheme.type === 'oauth2') return `OAuth 2.0 (${Object.keys(scheme.flows ?? {}).join(', ') || t.noFlows})`;
  if (scheme.type === 'openIdConnect') return 'OpenID Connect';
  return scheme.type;
}

/** What an operation needs: one entry per way to authenticate, each with its schemes and scopes. */
export function securityHtml(spec: ApiSpec, op: ApiOperation, t: ApiStrings): string {
  const ways = op.security.map((requirement) => {
    if (!requirement.length) return `<li>${t.noAuthentication}</li>`;
    const schemes = requirement.map(({ scheme, scopes }) => {
      const scopeList = scopes.length
        ? ` — ${t.scopes}: ${scopes.map((s) => `<code>${escape(s)}</code>`).join(', ')}`
        : '';
      return `<strong>${escape(scheme)}</strong>: ${escape(schemeSummary(spec.securitySchemes[scheme], t))}${scopeList}`;
    });
    return `<li>${schemes.join(` <em>${t.and}</em> `)}</li>`;
  });
  const intro = ways.length > 1 ? `<p>${t.anyOfTheseWays}</p>` : '';
  return `${intro}<ul class="api-security">${ways.join('')}</ul>\n`;
}

/** Every scheme the description declares, for its overview page. */
export function securitySchemesHtml(spec: ApiSpec, markdown: (text: string) => string, t: ApiStrings): string {
  const entries = Object.entries(spec.securitySchemes);
  if (!entries.length) return `<p>${t.noSecuritySchemes}</p>\n`;
  const items = entries.map(([name, scheme]) => {
    const flows = Object.entries(scheme.flows ?? {}).map(([flow, details]) => {
      const urls = [details.authorizationUrl, details.tokenUrl]
        .filter(Boolean)
        .map((url) => `<code>${escape(url!)}</code>`);
      const scopes = Object.entries(details.scopes ?? {}).map(
        ([scope, what]) => `<li><code>${escape(scope)}</code>${what ? ` — ${escape(what)}` : ''}</li>`,
      );
      return `<li>${escape(flow)}${urls.length ? `: ${urls.join(', ')}` : ''}${scopes.length ? `<ul>${scopes.join('')}</ul>` : ''}</li>`;
    });
    return `<li><strong>${escape(name)}</strong>: ${escape(schemeSummary(scheme, t))}${scheme.description ? `<div class="api-description">${markdown(scheme.description)}</div>` : ''}${flows.length ? `<ul>${flows.join('')}</ul>` : ''}</li>`;
  });
  return `<ul class="api-security">${items.join('')}</ul>\n`;
}
