import { useManifest } from '../data/manifest-context.tsx';

/** The logo named in the config (navbar.logo), or nothing: the viewer has no logo of its own. */
export function SiteLogo({ className = 'navbar-logo' }: { className?: string }) {
  const { logo } = useManifest().navbar;
  if (!logo) return null;
  return <img className={className} src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} />;
}
