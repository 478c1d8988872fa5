import { useEffect, useState } from 'react';

/** A bar across the top of the window that follows how far the page is read (reading-side.md §2 Editorial guidelines). */
export function ScrollProgress({ label }: { label: string }) {
  const [percent, setPercent] = useState(0);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const max = document.documentElement.scrollHeight - window.innerHeight;
      setPercent(max > 0 ? Math.min(100, Math.max(0, Math.round((window.scrollY / max) * 100))) : 100);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);
  return (
    <div className="jp-progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} data-testid="scroll-progress">
      <div className="jp-progress__bar" style={{ width: `${percent}%` }} />
    </div>
  );
}

export interface QuickNavItem {
  id: string;
  label: string;
}

/** Buttons that scroll to a section and move focus to its heading, so keyboard users land there too. */
export function QuickNav({ items, label }: { items: readonly QuickNavItem[]; label: string }) {
  function go(id: string) {
    const target = document.getElementById(id);
    if (!target) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    const heading = target.querySelector<HTMLElement>('h2');
    if (heading) {
      heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
    window.history.replaceState(window.history.state, '', `#${id}`);
  }
  return (
    <nav aria-label={label} className="jp-quick-nav py-2 mb-4">
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
        {items.map((item) => (
          <li key={item.id}>
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => go(item.id)}>
              {item.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
