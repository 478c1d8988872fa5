import { decideAccess, PAGE_ACCESS } from '../../contract/auth/access.policy';
import { storedToken } from './api';
import { readStoredUser, type SessionUser } from './session';

export type GuardedPage = keyof typeof PAGE_ACCESS;

/** Who the browser knows is signed in: the stored user, while a token is stored too. */
export function storedViewer(): SessionUser | null {
  return storedToken() ? readStoredUser() : null;
}

/** What `fromApi` gets: who is asking, and the navigation's signal (aborted when the reader moves on). */
export interface ApiLoad {
  viewer: SessionUser;
  signal: AbortSignal;
}

/**
 * The `clientLoader` of a signed-in page (decision 0036). A first visit renders on the server for
 * the viewer of the session cookie (the route's `loader`, with the core services); moving to the
 * page inside the site, `fromApi` asks /api with the bearer token when the browser knows a user
 * the page admits. Otherwise the server decides: the sign-in redirect, the 403 page or the data.
 *
 * ```ts
 * export async function clientLoader(args: Route.ClientLoaderArgs) {
 *   return loadSignedIn('/dashboard', args, async ({ signal }) => ({
 *     profile: await orNull(getJson('/users/profile', userSchema, { signal }), 'Your account'),
 *   }));
 * }
 * ```
 */
export async function loadSignedIn<T>(
  page: GuardedPage,
  args: { request: Request; serverLoader: () => Promise<T> },
  fromApi: (load: ApiLoad) => Promise<NoInfer<T>>,
): Promise<T> {
  const viewer = storedViewer();
  if (!viewer || decideAccess(PAGE_ACCESS[page], viewer.role) !== 'allowed') return args.serverLoader();
  return fromApi({ viewer, signal: args.request.signal });
}
