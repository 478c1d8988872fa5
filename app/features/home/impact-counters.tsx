import { useEffect, useRef, useState } from 'react';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import type { HomeMetrics, HomeReach } from '../../../contract/settings/metrics';

/** reading-side.md §9: the counters animate over 2 seconds. */
export const COUNTER_ANIMATION_MS = 2000;

export interface Counter {
  label: string;
  target: number;
  decimals: number;
  suffix: string;
}

/** The journal's own figures (decision 0008): the spec's four counters as the admin set them. */
export function settingCounters(metrics: HomeMetrics): Counter[] {
  const countries = /^(\d+(?:\.\d+)?)(.*)$/.exec(metrics.countries);
  return [
    { label: 'Published Articles', target: metrics.articles, decimals: 0, suffix: '' },
    { label: 'Citation Index', target: metrics.citationIndex, decimals: 1, suffix: '' },
    { label: 'Countries Reached', target: countries ? Number(countries[1]) : 0, decimals: 0, suffix: countries ? countries[2]! : metrics.countries },
    { label: 'Impact Factor', target: metrics.impactFactor, decimals: 1, suffix: '' },
  ];
}

/**
 * No figures set (decision 0059): what the journal can count itself, its published articles and the
 * readers' views and downloads on the COUNTER rules; nothing it cannot measure.
 */
export function reachCounters(reach: HomeReach): Counter[] {
  return [
    { label: 'Published Articles', target: reach.articles, decimals: 0, suffix: '' },
    { label: 'Article Views', target: reach.views, decimals: 0, suffix: '' },
    { label: 'Downloads', target: reach.downloads, decimals: 0, suffix: '' },
  ];
}

const show = (value: number, counter: Counter) => `${value.toFixed(counter.decimals)}${counter.suffix}`;

/**
 * The server renders the final figures (readers without JavaScript, indexers, print and
 * screenshots see them), and they stay at their final values after hydration (decision 0032).
 * Only when the section scrolls into view, and the reader allows motion, do they count up from
 * zero over 2 s; a reader who never scrolls there, or finds them on screen at load, never sees
 * a zero.
 */
export function ImpactCounters({ counters }: { counters: Counter[] }) {
  const [progress, setProgress] = useState(1);
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = section.current;
    if (!element || typeof IntersectionObserver === 'undefined' || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    // Counters already on screen when the page loads keep their final values: the count runs
    // only for a reader who scrolls them into view.
    let seenOutOfView = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) {
          seenOutOfView = true;
          return;
        }
        observer.disconnect();
        if (!seenOutOfView) return;
        // Printing never animates: the figures are drawn at their final values.
        if (window.matchMedia('print').matches) return;
        const start = performance.now();
        const tick = (now: number) => {
          const done = Math.min(1, (now - start) / COUNTER_ANIMATION_MS);
          setProgress(done);
          if (done < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      // At least a third of the counters on screen, so the count is seen rather than glimpsed.
      { threshold: 0.3 },
    );
    observer.observe(element);
    const finish = () => {
      cancelAnimationFrame(frame);
      setProgress(1);
    };
    window.addEventListener('beforeprint', finish);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      window.removeEventListener('beforeprint', finish);
    };
  }, []);

  return (
    <section ref={section} className="home-impact py-5" aria-labelledby="impact-heading">
      <Container>
        <h2 id="impact-heading" className="text-center mb-4">
          Journal Impact &amp; Reach
        </h2>
        <Row as="dl" className="g-4 text-center mb-0">
          {counters.map((counter) => (
            <Col key={counter.label} xs={counters.length === 3 ? 4 : 6} md={12 / counters.length} className="d-flex flex-column">
              <dt className="home-impact__label">{counter.label}</dt>
              <dd className="home-impact__value order-first mb-1" data-testid="impact-value" data-target={show(counter.target, counter)}>
                {show(counter.target * progress, counter)}
              </dd>
            </Col>
          ))}
        </Row>
      </Container>
    </section>
  );
}
