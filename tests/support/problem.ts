import type { LightMyRequestResponse as Response } from 'fastify';
import { expect } from 'vitest';

/**
 * Asserts an RFC 9457 problem response (DESIGN.md "API conventions"): the status, the
 * problem+json type and exactly the keys type, title, status, detail (+ errors when given).
 * Returns the body for further checks.
 */
export function expectProblem(response: Response, status: number, detail?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = response.json();
  const keys = Object.keys(body).sort();
  expect(keys).toEqual(body.errors ? ['detail', 'errors', 'status', 'title', 'type'] : ['detail', 'status', 'title', 'type']);
  expect(body.status).toBe(status);
  expect(typeof body.type).toBe('string');
  expect(typeof body.title).toBe('string');
  expect(typeof body.detail).toBe('string');
  expect(body.detail.length).toBeGreaterThan(0);
  if (detail !== undefined) expect(body.detail).toBe(detail);
  return body as { type: string; title: string; status: number; detail: string; errors?: Record<string, string[]> };
}
