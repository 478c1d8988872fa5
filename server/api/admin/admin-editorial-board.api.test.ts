import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as A } from '../../../contract/auth/messages';
import { BOARD_MESSAGES as M } from '../../../contract/editorial/admin-board.schema';
import { insertEditorialMember } from '../../../tests/support/fixtures';
import { expectProblem } from '../../../tests/support/problem';
import { multipartBody, SAMPLE_PDF, type FilePart } from '../../../tests/support/submission';
import { bearer, createTestApp, uniqueAddress, type TestApp } from '../../../tests/support/test-app';

/** The Editorial Board tab's calls (acting-side.md §3, §5, §7, §8; issue 15; decision 0046). */

let t: TestApp;
const tokens: Record<'ADMIN' | 'EDITOR' | 'REVIEWER' | 'AUTHOR', string> = { ADMIN: '', EDITOR: '', REVIEWER: '', AUTHOR: '' };
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['ADMIN', 'EDITOR', 'REVIEWER', 'AUTHOR'] as const) tokens[role] = await t.login((await t.createUser(role)).email);
});
afterAll(() => t.close());

const fieldsOf = (overrides: Record<string, string> = {}) => ({
  name: 'Prof. Ngozi Okafor',
  title: 'Professor of Soil Science',
  affiliation: 'University of Nigeria, Nsukka',
  email: 'N.Okafor@unn.example.edu',
  ...overrides,
});

async function send(method: 'POST' | 'PUT', url: string, fields: Record<string, string>, files: FilePart[] = [], token: string | null = tokens.ADMIN) {
  const { payload, headers } = await multipartBody(fields, files);
  return t.app.inject({ method, url, payload, headers: { ...headers, ...bearer(token) }, remoteAddress: uniqueAddress() });
}
const get = (url: string, token: string | null = tokens.ADMIN) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const remove = (url: string, token: string | null = tokens.ADMIN) => t.app.inject({ method: 'DELETE', url, headers: bearer(token) });
const photo = async (bytes?: Buffer): Promise<FilePart> => ({
  field: 'photo',
  bytes: bytes ?? (await sharp({ create: { width: 1200, height: 1500, channels: 3, background: '#7a5230' } }).jpeg().toBuffer()),
  name: 'portrait.jpg',
  type: 'image/jpeg',
});

describe('who may call the Editorial Board tab', () => {
  it('asks anonymous callers to sign in and forbids everyone but admins', async () => {
    expectProblem(await get('/api/admin/editorial-board', null), 401, A.sessionRequired);
    for (const role of ['AUTHOR', 'EDITOR', 'REVIEWER'] as const) {
      expectProblem(await get('/api/admin/editorial-board', tokens[role]), 403, A.notAllowed);
      expectProblem(await send('POST', '/api/admin/editorial-board', fieldsOf(), [], tokens[role]), 403, A.notAllowed);
      expectProblem(await send('PUT', '/api/admin/editorial-board/1', fieldsOf(), [], tokens[role]), 403, A.notAllowed);
      expectProblem(await remove('/api/admin/editorial-board/1', tokens[role]), 403, A.notAllowed);
    }
  });
});

describe('POST /api/admin/editorial-board', () => {
  it('adds a member with the defaults (role member, display order 999) and a resized photo served with its size', async () => {
    const response = await send('POST', '/api/admin/editorial-board', fieldsOf(), [await photo()]);
    expect(response.statusCode, response.body).toBe(200);
    const { message, member } = response.json();
    expect(message).toBe(M.created);
    expect(member).toMatchObject({ name: 'Prof. Ngozi Okafor', email: 'n.okafor@unn.example.edu', role: 'member', displayOrder: 999, position: 'Editorial Board Member', boardType: 'EDITORIAL_BOARD', department: '', bio: '' });
    expect(member.photo).toMatchObject({ width: 400, height: 500 });
    const image = await t.app.inject({ method: 'GET', url: member.photo.url });
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).width).toBe(400);

    // The public page shows the new member at once, with the photo and its size.
    const board = (await t.app.inject({ method: 'GET', url: '/api/editorial-board' })).json();
    const shown = board.editorialBoard.find((m: { id: number }) => m.id === member.id);
    expect(shown).toMatchObject({ name: 'Prof. Ngozi Okafor', photoUrl: member.photo.url, photoWidth: 400, photoHeight: 500 });
  });

  it('refuses a photo that is not an image by content (415) or too large (413)', async () => {
    for (const bytes of [SAMPLE_PDF, Buffer.from('GIF89a not really'), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')]) {
      expect(expectProblem(await send('POST', '/api/admin/editorial-board', fieldsOf(), [await photo(bytes)]), 415, M.photoNotImage).errors).toEqual({ photo: [M.photoNotImage] });
    }
    expectProblem(await send('POST', '/api/admin/editorial-board', fieldsOf(), [await photo(Buffer.alloc(5 * 1024 * 1024 + 1, 1))]), 413, M.photoTooLarge);
  });

  it.each([
    [{ name: '' }, 'name', M.nameRequired],
    [{ title: ' ' }, 'title', M.titleRequired],
    [{ affiliation: '' }, 'affiliation', M.affiliationRequired],
    [{ email: '' }, 'email', M.emailRequired],
    [{ email: 'not-an-address' }, 'email', M.emailInvalid],
    [{ role: 'president' }, 'role', M.roleInvalid],
    [{ displayOrder: '0' }, 'displayOrder', M.displayOrderMin],
    [{ displayOrder: 'first' }, 'displayOrder', M.displayOrderMin],
  ])('answers 400 with the field message for %o', async (override, field, message) => {
    const body = expectProblem(await send('POST', '/api/admin/editorial-board', fieldsOf(override)), 400);
    expect(body.errors?.[field]).toEqual([message]);
  });
});

describe('the long profiles of /editor-in-chief and /managing-editor', () => {
  it('are edited through the form and shown by the public pages at once', async () => {
    const created = (
      await send(
        'POST',
        '/api/admin/editorial-board',
        fieldsOf({
          name: 'Prof. Adebayo Ogunleye',
          role: 'chief_editor',
          displayOrder: '1',
          biography: 'Forty years of agronomy.',
          qualifications: 'PhD Agronomy, Ibadan\n\nMSc Soil Science',
          researchInterests: 'Cassava\nDrought',
          achievements: 'Fellow of the Academy',
          editorialMessage: 'Welcome to the journal.',
        }),
      )
    ).json().member;
    expect(created).toMatchObject({ position: 'Editor-in-Chief', profile: { qualifications: ['PhD Agronomy, Ibadan', 'MSc Soil Science'], researchInterests: ['Cassava', 'Drought'] } });
    const chief = (await t.app.inject({ method: 'GET', url: '/api/editor-in-chief' })).json();
    expect(chief).toMatchObject({ name: 'Prof. Adebayo Ogunleye', biography: 'Forty years of agronomy.', qualifications: ['PhD Agronomy, Ibadan', 'MSc Soil Science'], researchInterests: ['Cassava', 'Drought'], editorialMessage: 'Welcome to the journal.' });

    const managing = (
      await send(
        'POST',
        '/api/admin/editorial-board',
        fieldsOf({ name: 'Dr. Funmi Adeyemi', role: 'managing_editor', displayOrder: '2', responsibilities: 'Peer review\nProduction', services: 'Author support', expertise: 'Open access\nPublishing', officeHours: 'Mon-Fri 9:00-17:00 WAT' }),
      )
    ).json().member;
    let page = (await t.app.inject({ method: 'GET', url: '/api/managing-editor' })).json();
    expect(page).toMatchObject({ name: 'Dr. Funmi Adeyemi', responsibilities: ['Peer review', 'Production'], services: ['Author support'], expertise: ['Open access', 'Publishing'], officeHours: 'Mon-Fri 9:00-17:00 WAT' });

    const changed = await send('PUT', `/api/admin/editorial-board/${managing.id}`, fieldsOf({ name: 'Dr. Funmi Adeyemi-Bello', role: 'managing_editor', displayOrder: '2', officeHours: 'Mon-Thu 8:00-16:00 WAT' }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().message).toBe(M.updated);
    page = (await t.app.inject({ method: 'GET', url: '/api/managing-editor' })).json();
    expect(page).toMatchObject({ name: 'Dr. Funmi Adeyemi-Bello', officeHours: 'Mon-Thu 8:00-16:00 WAT', responsibilities: [] });
  });
});

describe('GET /api/admin/editorial-board', () => {
  it('lists members paged, searched, filtered by role and sorted on the server', async () => {
    await insertEditorialMember(t.db, { name: 'Dr. Zainab Yusuf', role: 'associate_editor', displayOrder: 5, email: 'z.yusuf@example.org' });
    await insertEditorialMember(t.db, { name: 'Dr. Aliyu Musa', role: 'member', displayOrder: 3 });
    const all = (await get('/api/admin/editorial-board?pageSize=100')).json();
    const orders = all.items.map((m: { displayOrder: number }) => m.displayOrder);
    expect(orders).toEqual([...orders].sort((a: number, b: number) => a - b));
    const names = (await get('/api/admin/editorial-board?pageSize=100&sort=name')).json().items.map((m: { name: string }) => m.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect((await get('/api/admin/editorial-board?q=yusuf')).json().items.map((m: { name: string }) => m.name)).toEqual(['Dr. Zainab Yusuf']);
    const associates = (await get('/api/admin/editorial-board?role=associate_editor')).json();
    expect(associates.items.every((m: { role: string }) => m.role === 'associate_editor')).toBe(true);
    expect((await get('/api/admin/editorial-board?pageSize=1&page=2')).json()).toMatchObject({ page: 2, pageSize: 1, total: all.total, items: [all.items[1]] });
  });

  it.each(['page=0', 'pageSize=500', 'role=king', 'sort=random'])('answers 400 for %s', async (query) => {
    expectProblem(await get(`/api/admin/editorial-board?${query}`), 400);
  });
});

describe('PUT and DELETE /api/admin/editorial-board/{id}', () => {
  it('replaces and removes the photo', async () => {
    const member = (await send('POST', '/api/admin/editorial-board', fieldsOf({ name: 'Dr. Photo Test' }), [await photo()])).json().member;
    const smaller = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#000' } }).png().toBuffer();
    const replaced = (await send('PUT', `/api/admin/editorial-board/${member.id}`, fieldsOf({ name: 'Dr. Photo Test' }), [await photo(smaller)])).json().member;
    expect(replaced.photo).toMatchObject({ width: 200, height: 200 });
    const kept = (await send('PUT', `/api/admin/editorial-board/${member.id}`, fieldsOf({ name: 'Dr. Photo Test' }))).json().member;
    expect(kept.photo).toEqual(replaced.photo);
    const removed = (await send('PUT', `/api/admin/editorial-board/${member.id}`, fieldsOf({ name: 'Dr. Photo Test', removePhoto: 'true' }))).json().member;
    expect(removed.photo).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: replaced.photo.url })).statusCode).toBe(404);
  });

  it('removes a member from the public pages at once', async () => {
    const member = (await send('POST', '/api/admin/editorial-board', fieldsOf({ name: 'Dr. Leaving Soon' }))).json().member;
    const response = await remove(`/api/admin/editorial-board/${member.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: M.removed });
    const board = (await t.app.inject({ method: 'GET', url: '/api/editorial-board' })).json();
    expect(JSON.stringify(board)).not.toContain('Dr. Leaving Soon');
    expectProblem(await remove(`/api/admin/editorial-board/${member.id}`), 404, M.notFound);
    expectProblem(await send('PUT', `/api/admin/editorial-board/${member.id}`, fieldsOf()), 404, M.notFound);
  });

  it('answers 400 for an id that is not a number', async () => {
    expectProblem(await remove('/api/admin/editorial-board/abc'), 400, M.invalidId);
  });
});
