import autocannon from 'autocannon';

/**
 * One autocannon run on loopback, in the figures the benchmarks print and the load test checks
 * (bench/, tests/load/): answers per second, latency percentiles, and what went wrong.
 */
export interface LoadFigures {
  name: string;
  /** Answers received, whatever their status. */
  answers: number;
  seconds: number;
  /** Answers over the run's whole duration (not the mean of per-second samples, skewed by a short last second). */
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
}

/**
 * Runs autocannon with `options` (a duration or an `amount`) and measures every answer's time;
 * `stopWhen` ends the run early once it settles (readers kept busy while other work runs).
 */
export async function runAutocannon(name: string, options: autocannon.Options, stopWhen?: Promise<unknown>): Promise<LoadFigures> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    run.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
    void stopWhen?.finally(() => run.stop()).catch(() => undefined);
  });
  times.sort((a, b) => a - b);
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, Number(count ?? 0)]));
  return {
    name,
    answers: times.length,
    seconds: result.duration,
    requestsPerSecond: times.length / Math.max(result.duration, 0.001),
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statuses,
  };
}
