import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '../../contract/auth/auth.schema';
import { AUTH_MESSAGES } from '../../contract/auth/messages';
import { AUTH_TOKEN_KEY, USER_KEY, isTokenExpired } from '../../contract/auth/token';
import { api, setUnauthorizedHandler, storedToken } from './api';

/** What the header and guards need; the full profile when it came from login or the profile call. */
export type SessionUser = Pick<User, 'id' | 'firstName' | 'lastName' | 'email' | 'role'> & Partial<User>;

interface SessionValue {
  user: SessionUser | null;
  /** A one-off message for the login page, e.g. after an expired session was found at start-up. */
  notice: string | null;
  signIn(token: string, user: User): void;
  /** Ends the session here and on the server; goes home unless told not to navigate. */
  signOut(options?: { navigate?: boolean }): Promise<void>;
  clearNotice(): void;
}

const SessionContext = createContext<SessionValue | null>(null);

/** The user stored at sign-in, if any; route client loaders use it to know who is asking. */
export function readStoredUser(): SessionUser | null {
  try {
    const raw = window.localStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    return null;
  }
}

function clearStorage() {
  try {
    window.localStorage.removeItem(AUTH_TOKEN_KEY);
    window.localStorage.removeItem(USER_KEY);
  } catch {
    // Storage unavailable: nothing to clear.
  }
}

/**
 * GET /api/users/profile through the typed data layer (decision 0036). It and the user schema
 * (with zod) load with the call, when a stored session is refreshed, so they stay off the first
 * visit of the public pages, which all render inside the session (decision 0032).
 */
async function fetchProfile(): Promise<User> {
  const [{ getJson }, { userSchema }] = await Promise.all([import('./api-data'), import('../../contract/auth/auth.schema')]);
  return getJson('/users/profile', userSchema);
}

/** Clears the HttpOnly page cookie too; needs no token. */
function clearServerCookie() {
  return api('/auth/logout', { method: 'POST', anonymous: true }).catch(() => undefined);
}

/**
 * The browser session of reading-side.md §4: token under `auth_token`, user under `user`.
 * `viewer` is who the server saw through the page cookie, so the first render matches the HTML.
 */
export function SessionProvider({ viewer, children }: { viewer: SessionUser | null; children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(viewer);
  const [notice, setNotice] = useState<string | null>(null);
  const navigate = useNavigate();

  const endSession = useCallback(() => {
    clearStorage();
    setUser(null);
  }, []);

  // reading-side.md §4 Session: at start-up an expired token ends the session with a notice;
  // a live one restores the stored user and refreshes it from the profile call.
  useEffect(() => {
    const token = storedToken();
    if (!token) {
      if (viewer) void clearServerCookie();
      setUser(null);
      return;
    }
    if (isTokenExpired(token, Date.now())) {
      endSession();
      void clearServerCookie();
      setNotice(AUTH_MESSAGES.startupAuthFailed);
      return;
    }
    const stored = readStoredUser();
    if (stored) setUser(stored);
    fetchProfile()
      .then((profile) => {
        window.localStorage.setItem(USER_KEY, JSON.stringify(profile));
        setUser(profile);
      })
      .catch((error: unknown) => console.warn('Profile refresh failed', error));
    // Runs once at start-up only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A 401 while a token is stored ends the session and sends the user to sign in again.
  useEffect(() => {
    setUnauthorizedHandler(() => {
      endSession();
      const { pathname, search } = window.location;
      navigate('/login', { replace: true, state: { from: pathname + search } });
    });
    return () => setUnauthorizedHandler(null);
  }, [endSession, navigate]);

  const value = useMemo<SessionValue>(
    () => ({
      user,
      notice,
      signIn(token, signedIn) {
        window.localStorage.setItem(AUTH_TOKEN_KEY, token);
        window.localStorage.setItem(USER_KEY, JSON.stringify(signedIn));
        setNotice(null);
        setUser(signedIn);
      },
      async signOut(options) {
        await api('/auth/logout', { method: 'POST' }).catch(() => clearServerCookie());
        endSession();
        if (options?.navigate !== false) navigate('/', { replace: true });
      },
      clearNotice: () => setNotice(null),
    }),
    [user, notice, endSession, navigate],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
