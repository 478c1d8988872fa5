import './page-transition.css';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { PAGE_TRANSITION_MS } from './site-menu';

/**
 * reading-side.md §2: a transition shows for 600 ms on each route change. Decision 0032: it is
 * a thin progress bar over the top edge, not an overlay, so the new page shows as soon as it is
 * rendered and takes clicks at once; it is hidden from assistive technology and skipped for
 * readers who prefer reduced motion.
 */
export function PageTransition() {
  const { pathname } = useLocation();
  // Each route change remounts the bar (the key), which restarts its CSS animation.
  const [run, setRun] = useState(0);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    setRun((count) => count + 1);
    const timer = setTimeout(() => setRun(0), PAGE_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  if (run === 0) return null;
  return (
    <div key={run} className="page-transition" aria-hidden="true" data-testid="page-transition">
      <div className="page-transition__bar" />
    </div>
  );
}
