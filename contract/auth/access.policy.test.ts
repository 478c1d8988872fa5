import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY, decideAccess, PAGE_ACCESS, STAFF } from './access.policy';
import { ROLES } from './roles';

describe('decideAccess', () => {
  it('lets anyone use a public route, signed in or not', () => {
    expect(decideAccess('public', null)).toBe('allowed');
    expect(decideAccess('public', undefined)).toBe('allowed');
    for (const role of ROLES) expect(decideAccess('public', role)).toBe('allowed');
  });

  it('asks an anonymous caller to sign in for anything else', () => {
    expect(decideAccess('signed-in', null)).toBe('sign-in-required');
    expect(decideAccess(STAFF, undefined)).toBe('sign-in-required');
    expect(decideAccess(ADMIN_ONLY, null)).toBe('sign-in-required');
  });

  it('lets every role use a signed-in route', () => {
    for (const role of ROLES) expect(decideAccess('signed-in', role)).toBe('allowed');
  });

  it('lets only the listed roles use a role-restricted route', () => {
    expect(decideAccess(STAFF, 'EDITOR')).toBe('allowed');
    expect(decideAccess(STAFF, 'ADMIN')).toBe('allowed');
    expect(decideAccess(STAFF, 'AUTHOR')).toBe('forbidden');
    expect(decideAccess(STAFF, 'REVIEWER')).toBe('forbidden');
    expect(decideAccess(ADMIN_ONLY, 'ADMIN')).toBe('allowed');
    expect(decideAccess(ADMIN_ONLY, 'EDITOR')).toBe('forbidden');
    expect(decideAccess(['REVIEWER'], 'REVIEWER')).toBe('allowed');
    expect(decideAccess(['REVIEWER'], 'ADMIN')).toBe('forbidden');
  });

  it('lets nobody use a route that lists no roles', () => {
    for (const role of ROLES) expect(decideAccess([], role)).toBe('forbidden');
  });

  it('guards the dashboards by role', () => {
    expect(decideAccess(PAGE_ACCESS['/dashboard'], 'AUTHOR')).toBe('allowed');
    expect(decideAccess(PAGE_ACCESS['/dashboard'], null)).toBe('sign-in-required');
    expect(decideAccess(PAGE_ACCESS['/submit-paper'], null)).toBe('sign-in-required');
    expect(decideAccess(PAGE_ACCESS['/submit-paper'], 'REVIEWER')).toBe('allowed');
    expect(decideAccess(PAGE_ACCESS['/editor-dashboard'], 'AUTHOR')).toBe('forbidden');
    expect(decideAccess(PAGE_ACCESS['/editor-dashboard'], 'EDITOR')).toBe('allowed');
    expect(decideAccess(PAGE_ACCESS['/admin-dashboard'], 'EDITOR')).toBe('forbidden');
    expect(decideAccess(PAGE_ACCESS['/admin-dashboard'], 'ADMIN')).toBe('allowed');
  });
});
