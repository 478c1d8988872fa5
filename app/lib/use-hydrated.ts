import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/** False on the server and while hydrating, true once React runs the page in the browser. */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
