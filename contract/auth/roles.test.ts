import { describe, expect, it } from 'vitest';
import { dashboardPathForRole, homePathForRole, safeRedirectPath } from './roles';

describe('homePathForRole (reading-side.md §2 Login)', () => {
  it('sends admins and editors to their dashboards whatever was requested', () => {
    expect(homePathForRole('ADMIN')).toBe('/admin-dashboard');
    expect(homePathForRole('ADMIN', '/paper/3')).toBe('/admin-dashboard');
    expect(homePathForRole('EDITOR')).toBe('/editor-dashboard');
    expect(homePathForRole('EDITOR', '/paper/3')).toBe('/editor-dashboard');
  });

  it('sends others to the originally requested path, or /dashboard', () => {
    expect(homePathForRole('AUTHOR', '/paper/3')).toBe('/paper/3');
    expect(homePathForRole('REVIEWER', '/submit-paper?revision=7')).toBe('/submit-paper?revision=7');
    expect(homePathForRole('AUTHOR')).toBe('/dashboard');
    expect(homePathForRole('AUTHOR', null)).toBe('/dashboard');
    expect(homePathForRole('REVIEWER', '')).toBe('/dashboard');
  });

  it('never sends anyone off the site', () => {
    expect(homePathForRole('AUTHOR', '//evil.com')).toBe('/dashboard');
    expect(homePathForRole('AUTHOR', 'https://evil.com')).toBe('/dashboard');
  });
});

describe('dashboardPathForRole', () => {
  it('links each role to its dashboard', () => {
    expect(dashboardPathForRole('ADMIN')).toBe('/admin-dashboard');
    expect(dashboardPathForRole('EDITOR')).toBe('/editor-dashboard');
    expect(dashboardPathForRole('REVIEWER')).toBe('/dashboard');
    expect(dashboardPathForRole('AUTHOR')).toBe('/dashboard');
  });
});

describe('safeRedirectPath', () => {
  it('keeps same-site paths with their query and fragment', () => {
    expect(safeRedirectPath('/dashboard')).toBe('/dashboard');
    expect(safeRedirectPath('/paper/12?tab=reviews#comments')).toBe('/paper/12?tab=reviews#comments');
    expect(safeRedirectPath('/')).toBe('/');
  });

  it.each([
    ['//evil.com'],
    ['//evil.com/dashboard'],
    ['/\\evil.com'],
    ['/\\/evil.com'],
    ['https://evil.com'],
    ['http://evil.com/dashboard'],
    ['javascript:alert(1)'],
    ['evil.com'],
    ['dashboard'],
    // Browsers drop tabs and newlines from URLs, which turns these into //evil.com.
    ['/\t/evil.com'],
    ['/\n/evil.com'],
    ['/\r\n/evil.com'],
  ])('refuses %j (open redirect)', (path) => {
    expect(safeRedirectPath(path)).toBeNull();
  });

  it('refuses empty values and the sign-in pages themselves (no loop back to login)', () => {
    expect(safeRedirectPath(undefined)).toBeNull();
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath('')).toBeNull();
    expect(safeRedirectPath('/login')).toBeNull();
    expect(safeRedirectPath('/login?redirectTo=/x')).toBeNull();
    expect(safeRedirectPath('/register')).toBeNull();
  });
});
