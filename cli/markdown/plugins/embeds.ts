import type { MarkdownIt, Token } from 'markdown-it';
import container from 'markdown-it-container';
import { EMBED_KINDS, type RenderEnv } from '../../core/render-env.ts';

const EMBED_OPENINGS = new Set(EMBED_KINDS.map((kind) => `container_${kind}_open`));

/** A line that closes a block, behind any blockquote markers and indentation. */
const CLOSING_LINE = /^[ \t>]*:{3,}[ \t]*$/;

/**
 * `:::openapi <api> [METHOD /path]`, `:::graphql-schema <schema>`,
 * `:::graphql-explorer <schema> <endpoint> [api-key header]` and `:::api-key` (where readers
 * get an API key, from the config), each closed by `:::`. The
 * compile stage turns them into HTML (env.renderEmbed) and reports unknown
 * APIs and operations like broken links. A block never closed would take
 * the rest of the page with it, so it is reported at its opening line.
 */
export function embeds(md: MarkdownIt): void {
  md.core.ruler.push('docsgen_embeds_closed', (state) => {
    const env = state.env as RenderEnv;
    for (const token of state.tokens) {
      if (token.nesting !== 1 || !token.map || !EMBED_OPENINGS.has(token.type)) continue;
      const kind = token.type.slice('container_'.length, -'_open'.length);
      // markdown-it-container ends the block's map at its closing line, or at the end of its parent when there is none.
      if (CLOSING_LINE.test(env.lines[token.map[1]] ?? '')) continue;
      const message = `the :::${kind} block opened here is never closed; expected a line ":::" after it`;
      env.report({
        line: token.map[0] + 1 + env.lineOffset,
        column: (env.lines[token.map[0]] ?? '').indexOf(':::') + 1 || 1,
        message,
        severity: 'error',
        code: 'invalid-api-directive',
      });
    }
  });
  for (const kind of EMBED_KINDS) {
    md.use(container, kind, {
      validate: (params: string) => params.trim().split(/\s+/)[0] === kind,
      render(tokens: Token[], idx: number, _options: unknown, env: RenderEnv) {
        const token = tokens[idx]!;
        if (token.nesting !== 1) return '';
        let code: string | undefined;
        for (let i = idx + 1; i < tokens.length && tokens[i]!.type !== `container_${kind}_close`; i++) {
          const inner = tokens[i]!;
          if (inner.type === 'fence' && code === undefined) {
            code = inner.content;
            inner.meta = { ...inner.meta, consumed: true };
          }
        }
        const line = (token.map?.[0] ?? 0) + 1 + env.lineOffset;
        const embed = env.renderEmbed({
          kind,
          args: token.info.trim().split(/\s+/).slice(1),
          line,
          ...(code !== undefined ? { code } : {}),
        });
        env.htmlIds.push(...embed.anchors);
        if (embed.connectOrigin) env.connectOrigins.push(embed.connectOrigin);
        return embed.html;
      },
    });
  }
}
