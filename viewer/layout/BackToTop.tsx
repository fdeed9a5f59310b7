import { useEffect, useState } from 'react';
import { ArrowUpIcon } from './icons.tsx';

const THRESHOLD = 300;

export function BackToTop() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!shown) return null;
  const toTop = () => {
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
  };
  return (
    <button type="button" className="back-to-top" aria-label={UI.backToTop} title={UI.backToTop} onClick={toTop}>
      <ArrowUpIcon />
    </button>
  );
}
