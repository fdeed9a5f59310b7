import * as z from 'zod/mini';
import { matching, text } from '../validate/rules.ts';

/**
 * `theme`: what makes a site look like its brand without forking the viewer. Every value is written into a style
 * sheet, so each is held to a form that cannot close a rule or open another.
 */

const hexColor = (example: string) => matching(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, `a hex colour such as "${example}"`);
const fontFamily = (example: string) =>
  matching(/^[^;{}<>\\]*[^\s;{}<>\\][^;{}<>\\]*$/, `a font-family list such as ${example}`);

/** A font file of the project, published with the site and declared with @font-face. */
const fontFile = z.strictObject({
  /** The family name the `body` or `code` list names it by. */
  family: fontFamily('"Inter"'),
  /** Relative to the config file. */
  src: matching(
    /^[^/\\][^?#]*\.(woff2|woff|ttf|otf)$/i,
    'a font file relative to the config file, such as "fonts/inter.woff2"',
  ),
  /** One weight ("400") or a range ("100 900", a variable font). */
  weight: z._default(matching(/^\d{3}( \d{3})?$/, 'a weight such as "400", or a range such as "100 900"'), '400'),
  style: z._default(z.enum(['normal', 'italic']), 'normal'),
});

export const themeSchema = z.optional(
  z.strictObject({
    /**
     * The brand colour, as Docusaurus's `--ifm-color-primary`: links, the active sidebar item, buttons. The viewer
     * derives its shades for both colour modes; the build warns when links in it would read below 4.5:1.
     */
    primaryColor: z.optional(hexColor('#2e8555')),
    /** The brand colour in dark mode, as `[data-theme='dark'] { --ifm-color-primary }`; absent, `primaryColor`. */
    primaryColorDark: z.optional(hexColor('#25c2a0')),
    fonts: z.optional(
      z.strictObject({
        /** The text's font-family list. */
        body: z.optional(fontFamily('"Inter, system-ui, sans-serif"')),
        /** Code's font-family list. */
        code: z.optional(fontFamily('"\'JetBrains Mono\', monospace"')),
        files: z._default(z.array(fontFile), []),
      }),
    ),
    /**
     * Style sheets of the project (relative to the config file), as the classic theme's `customCss`: bundled into
     * one hashed file, loaded after the viewer's on every page, so that their rules win.
     */
    customCss: z._default(z.array(text('a CSS file relative to the config file, such as "src/css/custom.css"')), []),
  }),
);
