import { afterEach, beforeEach, expect, vi } from 'vitest';

/** A test that logs console.error fails (STYLE.md "Tests"). */
let logged: unknown[][] = [];

beforeEach(() => {
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  expect(logged.map((args) => args.map(String).join(' ')), 'console.error was called').toEqual([]);
});
