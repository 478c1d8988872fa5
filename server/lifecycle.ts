/**
 * Where this instance is in its life (decision 0064), for readiness and the start-up gate:
 * `starting` while migrations and start-up work run (it already listens, so liveness answers),
 * `ready` once it serves everything, `stopping` from the moment a shutdown begins, so the load
 * balancer stops sending before the listener closes.
 */
export type LifecyclePhase = 'starting' | 'ready' | 'stopping';

export class Lifecycle {
  private current: LifecyclePhase;

  constructor(phase: LifecyclePhase = 'ready') {
    this.current = phase;
  }

  get phase(): LifecyclePhase {
    return this.current;
  }

  /** Start-up work is done; a shutdown already under way is not undone. */
  markReady(): void {
    if (this.current === 'starting') this.current = 'ready';
  }

  markStopping(): void {
    this.current = 'stopping';
  }
}
