import { useManifest } from '../data/manifest-context.tsx';

/**
 * The logo named in the config (navbar.logo), or nothing: the viewer has no logo of its own. With a `srcDark`, both
 * are drawn and CSS shows the one of the colour mode (layout.css), set before first paint, so neither flashes.
 */
export function SiteLogo({ className = 'navbar-logo' }: { className?: string }) {
  const { logo } = useManifest().navbar;
  if (!logo) return null;
  const img = (src: string, mode = '') => (
    <img key={mode} className={className + mode} src={src} alt={logo.alt} width={logo.width} height={logo.height} />
  );
  return logo.srcDark ? [img(logo.src, ' logo-light'), img(logo.srcDark, ' logo-dark')] : img(logo.src);
}
