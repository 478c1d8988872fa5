import type { Actor, Ctx } from '../core/context';

/** What the page server hands every React Router loader (server/pages.ts). */
export interface PageLoadContext {
  ctx: Ctx;
  viewer: Actor | null;
  nonce: string;
  /** Shown on the error page so a failure can be traced in the log. */
  requestId: string;
  demo: boolean;
  /** A value every render reads alike (the journal's facts), kept as long as an anonymous page is kept (server/page-cache.ts). */
  remember<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /**
   * Set when the page cannot be served right now (decision 0069): every loader answers the 503
   * with this message at once, without asking the database.
   */
  unavailable?: string;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PageLoadContext {}
}
