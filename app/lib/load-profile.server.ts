import { isAppError } from '../../core/errors';

/** An editorial profile page's data: the record, none on file, or a failure to load it. */
export type ProfileState<T> = { kind: 'found'; profile: T } | { kind: 'none' } | { kind: 'failed' };

/** Never sample people: a missing record and a failed load each get their own honest state. */
export async function loadProfile<T>(load: () => Promise<T>, what: string): Promise<ProfileState<T>> {
  try {
    return { kind: 'found', profile: await load() };
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return { kind: 'none' };
    console.warn(`${what} failed to load`, error);
    return { kind: 'failed' };
  }
}
