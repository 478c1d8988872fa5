import { afterEach, describe, expect, test, vi } from 'vitest';
import { loadSignedIn } from './signed-in-page';

/** The browser's storage as the session leaves it after signing in (or not). */
function stored(entries: { token?: string; user?: object }) {
  const values: Record<string, string> = {};
  if (entries.token) values.auth_token = entries.token;
  if (entries.user) values.user = JSON.stringify(entries.user);
  vi.stubGlobal('window', { localStorage: { getItem: (key: string) => values[key] ?? null } });
}

const editor = { id: 2, firstName: 'Oluwaseun', lastName: 'Bello', email: 'editor@jals-demo.org', role: 'EDITOR' };
const author = { ...editor, id: 3, role: 'AUTHOR' };

afterEach(() => vi.unstubAllGlobals());

async function run(page: Parameters<typeof loadSignedIn>[0]) {
  const serverLoader = vi.fn(async () => 'from the server');
  const fromApi = vi.fn(async ({ viewer, signal }: { viewer: { email: string }; signal: AbortSignal }) => `from /api for ${viewer.email}${signal.aborted ? ' (aborted)' : ''}`);
  const request = new Request('http://localhost/page');
  const result = await loadSignedIn(page, { request, serverLoader }, fromApi);
  return { result, serverLoader, fromApi };
}

describe('loadSignedIn', () => {
  test('asks /api when the browser knows a user the page admits, with the navigation\'s signal', async () => {
    stored({ token: 't', user: editor });
    const { result, serverLoader, fromApi } = await run('/editor-dashboard');
    expect(result).toBe('from /api for editor@jals-demo.org');
    expect(serverLoader).not.toHaveBeenCalled();
    expect(fromApi.mock.calls[0]![0].signal).toBeInstanceOf(AbortSignal);
  });

  test('lets the server decide when nobody is stored, or a user without a token', async () => {
    stored({});
    expect((await run('/dashboard')).result).toBe('from the server');
    stored({ user: editor });
    const { result, fromApi } = await run('/dashboard');
    expect(result).toBe('from the server');
    expect(fromApi).not.toHaveBeenCalled();
  });

  test('lets the server answer a user the page does not admit (its 403 page)', async () => {
    stored({ token: 't', user: author });
    const { result, fromApi } = await run('/editor-dashboard');
    expect(result).toBe('from the server');
    expect(fromApi).not.toHaveBeenCalled();
  });
});
