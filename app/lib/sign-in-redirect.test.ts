import { describe, expect, test } from 'vitest';
import { noticeForDestination, SUBMIT_SIGN_IN_NOTICE, withRedirect } from './sign-in-redirect';

describe('sign-in destination', () => {
  test('is carried between /login and /register for same-site paths only', () => {
    expect(withRedirect('/register', '/submit-paper')).toBe('/register?redirectTo=%2Fsubmit-paper');
    expect(withRedirect('/login', '/submit-paper?special_issue=2')).toBe('/login?redirectTo=%2Fsubmit-paper%3Fspecial_issue%3D2');
    expect(withRedirect('/register', null)).toBe('/register');
    expect(withRedirect('/register', '//evil.example')).toBe('/register');
    expect(withRedirect('/login', 'https://evil.example/')).toBe('/login');
  });

  test('says why when the visitor was going to submit', () => {
    expect(noticeForDestination('/submit-paper')).toBe(SUBMIT_SIGN_IN_NOTICE);
    expect(noticeForDestination('/submit-paper?revision=4')).toBe(SUBMIT_SIGN_IN_NOTICE);
    expect(noticeForDestination('/dashboard')).toBeNull();
    expect(noticeForDestination(null)).toBeNull();
  });
});
