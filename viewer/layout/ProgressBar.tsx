import { useEffect, useState } from 'react';
import { usePendingNavigation } from '../navigation/PendingNavigation.tsx';

// The spec's nprogress settings.
const START_DELAY = 200;
const MINIMUM = 0.08;
const TRICKLE_RATE = 0.02;
const TRICKLE_SPEED = 800;
const SPEED = 200;

/** A thin bar at the top while a route change takes longer than 200 ms. */
export function ProgressBar() {
  const pending = usePendingNavigation();
  const [progress, setProgress] = useState<number | null>(null);
  useEffect(() => {
    if (!pending) {
      setProgress((p) => (p === null ? null : 1));
      const hide = setTimeout(() => setProgress(null), SPEED * 2);
      return () => clearTimeout(hide);
    }
    let trickle: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      setProgress(MINIMUM);
      trickle = setInterval(() => setProgress((p) => Math.min(0.994, (p ?? MINIMUM) + TRICKLE_RATE)), TRICKLE_SPEED);
    }, START_DELAY);
    return () => {
      clearTimeout(start);
      clearInterval(trickle);
    };
  }, [pending]);
  if (progress === null) return null;
  return (
    <div
      className="progress-bar"
      role="progressbar"
      aria-label={UI.loadingPage}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
    >
      <div
        className="progress-bar-fill"
        style={{ transform: `translateX(${(progress - 1) * 100}%)`, transition: `transform ${SPEED}ms ease-out` }}
      />
    </div>
  );
}
