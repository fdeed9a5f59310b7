/**
 * The version of the site format. Bump it on any change a viewer of the
 * previous version could misread, so an open tab from an older deploy fails
 * loudly instead of rendering garbage.
 */
export const FORMAT_VERSION = 11;
