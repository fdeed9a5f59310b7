import { useManifest } from '../data/manifest-context.tsx';

/**
 * The logo named in the config (navbar.logo), or nothing: the viewer has no logo of its own. With a `srcDark`, both
 * are drawn and CSS shows the one of the colour mode (base.css), which is set before first paint: neither flashes.
 * `lightOnly` is for a logo on a light surface in both modes (the home page's hero).
 */
export function SiteLogo({
  className = 'navbar-logo',
  lightOnly = false,
}: {
  className?: string;
  lightOnly?: boolean;
}) {
  const { logo } = useManifest().navbar;
  if (!logo) return null;
  const img = (src: string, variant: string) => (
    <img className={className + variant} src={src} alt={logo.alt} width={logo.width} height={logo.height} />
  );
  if (!logo.srcDark || lightOnly) return img(logo.src, '');
  return (
    <>
      {img(logo.src, ' logo-light')}
      {img(logo.srcDark, ' logo-dark')}
    </>
  );
}
