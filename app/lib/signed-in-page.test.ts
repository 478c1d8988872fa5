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
  const fromApi = vi.fn(async (viewer: { email: string }) => `from /api for ${viewer.email}`);
  const result = await loadSignedIn(page, { serverLoader }, fromApi);
  return { result, serverLoader, fromApi };
}

describe('loadSignedIn', () => {
  test('asks /api when the browser knows a user the page admits', async () => {
    stored({ token: 't', user: editor });
    const { result, serverLoader } = await run('/editor-dashboard');
    expect(result).toBe('from /api for editor@jals-demo.org');
    expect(serverLoader).not.toHaveBeenCalled();
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
