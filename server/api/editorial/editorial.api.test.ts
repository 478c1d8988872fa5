import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITORIAL_MESSAGES as M, editorialBoardSchema, editorialTeamSchema, editorInChiefSchema, managingEditorSchema } from '../../../contract/editorial/editorial.schema';
import { insertEditorialMember } from '../../../tests/support/fixtures';
import { expectProblem } from '../../../tests/support/problem';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

/** reading-side.md §2 "Editorial pages", §3, §7: the four editorial calls from editorial_members. */
let t: TestApp;
const get = (url: string, app = t) => app.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp();
  await insertEditorialMember(t.db, {
    name: 'Prof. Adebayo Ogunlade',
    title: 'Professor of Soil Science',
    position: 'Editor-in-Chief',
    role: 'chief_editor',
    department: 'Department of Soil Resources Management',
    institution: 'University of Ibadan',
    email: 'eic@example.org',
    phone: '+234 800 000 0001',
    expertise: ['Soil fertility'],
    displayOrder: 1,
    profile: {
      biography: 'Thirty years of research on tropical soils.',
      qualifications: ['PhD Soil Science, University of Reading'],
      researchInterests: ['Soil organic carbon', 'Nutrient cycling'],
      achievements: ['Fellow of the Soil Science Society of Nigeria'],
      editorialMessage: 'Welcome to the journal.',
    },
  });
  await insertEditorialMember(t.db, {
    name: 'Dr. Ngozi Eze',
    title: 'Senior Lecturer',
    position: 'Managing Editor',
    role: 'managing_editor',
    boardType: 'EDITORIAL_TEAM',
    department: 'Department of Agricultural Economics',
    institution: null,
    affiliation: 'University of Nigeria, Nsukka',
    email: 'managing@example.org',
    phone: '+234 800 000 0002',
    expertise: ['Agricultural economics'],
    bio: 'Runs the editorial office.',
    displayOrder: 2,
    profile: {
      qualifications: ['PhD Agricultural Economics'],
      responsibilities: ['Manuscript tracking', 'Production'],
      achievements: ['Launched online submission'],
      services: ['Author support'],
      officeHours: 'Monday - Friday, 9:00 - 17:00 WAT',
    },
  });
  await insertEditorialMember(t.db, { name: 'Prof. Kofi Mensah', position: 'Associate Editor', role: 'associate_editor', displayOrder: 3 });
  await insertEditorialMember(t.db, { name: 'Dr. Amina Bello', position: 'Deputy Editor', role: 'deputy_editor', displayOrder: 4 });
  await insertEditorialMember(t.db, { name: 'Dr. Yusuf Garba', position: 'Section Editor, Animal Science', role: 'member', boardType: 'EDITORIAL_TEAM', specialization: 'Animal nutrition', displayOrder: 5 });
  await insertEditorialMember(t.db, { name: 'Prof. Jane Smith', position: 'Board Member', role: 'member', boardType: 'EDITORIAL_BOARD', displayOrder: 10 });
  await insertEditorialMember(t.db, { name: 'Dr. Carlos Ruiz', position: 'Board Member', role: 'member', boardType: 'EDITORIAL_BOARD', displayOrder: 11 });
});
afterAll(() => t.close());

describe('GET /api/editorial-board', () => {
  it('gives the Editor-in-Chief, the associate editors and the board members', async () => {
    const response = await get('/api/editorial-board');
    expect(response.statusCode).toBe(200);
    const board = editorialBoardSchema.parse(response.json());
    expect(board.editorInChief?.name).toBe('Prof. Adebayo Ogunlade');
    expect(board.editorInChief?.department).toBe('Department of Soil Resources Management');
    expect(board.associateEditors.map((m) => m.name)).toEqual(['Prof. Kofi Mensah', 'Dr. Amina Bello']);
    expect(board.editorialBoard.map((m) => m.name)).toEqual(['Prof. Jane Smith', 'Dr. Carlos Ruiz']);
    expect(Object.keys(response.json()).sort()).toEqual(['associateEditors', 'editorInChief', 'editorialBoard']);
  });
});

describe('GET /api/editorial-team', () => {
  it('lists the editors and staff in display order with the card fields', async () => {
    const response = await get('/api/editorial-team');
    expect(response.statusCode).toBe(200);
    const team = editorialTeamSchema.parse(response.json());
    expect(team.map((m) => m.position)).toEqual(['Editor-in-Chief', 'Managing Editor', 'Associate Editor', 'Deputy Editor', 'Section Editor, Animal Science']);
    const managing = team[1]!;
    expect(managing.institution).toBe('University of Nigeria, Nsukka');
    expect(team[4]!.specialization).toBe('Animal nutrition');
    for (const member of team) expect(member.email).toMatch(/@/);
  });
});

describe('GET /api/editor-in-chief', () => {
  it('gives the full profile', async () => {
    const response = await get('/api/editor-in-chief');
    expect(response.statusCode).toBe(200);
    expect(editorInChiefSchema.parse(response.json())).toEqual({
      name: 'Prof. Adebayo Ogunlade',
      title: 'Professor of Soil Science',
      position: 'Editor-in-Chief',
      department: 'Department of Soil Resources Management',
      institution: 'University of Ibadan',
      email: 'eic@example.org',
      phone: '+234 800 000 0001',
      biography: 'Thirty years of research on tropical soils.',
      qualifications: ['PhD Soil Science, University of Reading'],
      researchInterests: ['Soil organic carbon', 'Nutrient cycling'],
      achievements: ['Fellow of the Soil Science Society of Nigeria'],
      editorialMessage: 'Welcome to the journal.',
    });
  });
});

describe('GET /api/managing-editor', () => {
  it('gives the full profile, the biography and expertise falling back to the record', async () => {
    const response = await get('/api/managing-editor');
    expect(response.statusCode).toBe(200);
    expect(managingEditorSchema.parse(response.json())).toEqual({
      name: 'Dr. Ngozi Eze',
      title: 'Senior Lecturer',
      position: 'Managing Editor',
      department: 'Department of Agricultural Economics',
      institution: 'University of Nigeria, Nsukka',
      email: 'managing@example.org',
      phone: '+234 800 000 0002',
      biography: 'Runs the editorial office.',
      qualifications: ['PhD Agricultural Economics'],
      responsibilities: ['Manuscript tracking', 'Production'],
      expertise: ['Agricultural economics'],
      achievements: ['Launched online submission'],
      services: ['Author support'],
      officeHours: 'Monday - Friday, 9:00 - 17:00 WAT',
    });
  });
});

describe('with no editorial records', () => {
  let empty: TestApp;
  beforeAll(async () => {
    empty = await createTestApp();
  });
  afterAll(() => empty.close());

  it('answers empty lists and 404 problems for the two profiles', async () => {
    expect((await get('/api/editorial-board', empty)).json()).toEqual({ editorInChief: null, associateEditors: [], editorialBoard: [] });
    expect((await get('/api/editorial-team', empty)).json()).toEqual([]);
    expectProblem(await get('/api/editor-in-chief', empty), 404, M.noChief);
    expectProblem(await get('/api/managing-editor', empty), 404, M.noManagingEditor);
  });
});
