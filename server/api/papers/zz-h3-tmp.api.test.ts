import { it, expect } from 'vitest';
import { createTestApp } from '/work/main/tests/support/test-app';
it('docs', async () => {
  const t = await createTestApp();
  const r = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(r.statusCode).toBe(200);
  const paths = r.json().paths;
  console.log(JSON.stringify(paths['/api/papers/search'], null, 1).slice(0, 1500));
  console.log(Object.keys(paths).filter(p => p.includes('paper') || p.includes('categ')));
  await t.close();
});
