import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { PAGE_TRANSITION_MS } from './site-menu';

/**
 * reading-side.md §2: an overlay shows for 600 ms on each route change. It never takes
 * clicks or focus, and it is skipped for users who prefer reduced motion.
 */
export function PageTransition() {
  const { pathname } = useLocation();
  const [visible, setVisible] = useState(false);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    setVisible(true);
    const timer = setTimeout(() => setVisible(false), PAGE_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  if (!visible) return null;
  return (
    <div className="page-transition" aria-hidden="true" data-testid="page-transition">
      <div className="page-transition__bar" />
    </div>
  );
}
