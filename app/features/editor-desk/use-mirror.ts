import { useState } from 'react';

/**
 * A control's own copy of a value that lives in the address: it changes at once when the reader
 * acts (a switch flips, a menu shows the choice, focus stays put) while the page loads what was
 * asked for, and follows the address when that changes by other means (Back, Clear filters).
 */
export function useMirror<T>(value: T): [T, (next: T) => void] {
  const [shown, setShown] = useState(value);
  const [followed, setFollowed] = useState(value);
  if (!Object.is(followed, value)) {
    setFollowed(value);
    setShown(value);
  }
  return [shown, setShown];
}
