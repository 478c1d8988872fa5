import { describe, expect, test } from 'vitest';
import { contactDetailsFormSchema, contactDetailsFormValues } from './contact-details';

const form = {
  office: 'Editorial Office',
  address: ' College of Agriculture \n\nDire Dawa, Ethiopia\n',
  email: 'office@jals.example.org',
  phone: '',
  urgent: { email: '', note: '' },
  location: { latitude: '', longitude: '' },
  social: [],
};

describe('the contact details form (Journal settings)', () => {
  test('an address box becomes its non-empty lines; empty optional facts are left out', () => {
    expect(contactDetailsFormSchema.parse(form)).toEqual({ office: 'Editorial Office', address: ['College of Agriculture', 'Dire Dawa, Ethiopia'], email: 'office@jals.example.org', social: [] });
  });

  test('the map needs both coordinates, in range, and says so on the missing one', () => {
    const half = contactDetailsFormSchema.safeParse({ ...form, location: { latitude: '9.6', longitude: '' } });
    expect(half.success).toBe(false);
    expect(half.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['location.longitude', 'Enter the longitude, a number from -180 to 180 (both or neither).']]);
    const far = contactDetailsFormSchema.safeParse({ ...form, location: { latitude: '91', longitude: '41.87' } });
    expect(far.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['location.latitude']);
    expect(contactDetailsFormSchema.parse({ ...form, location: { latitude: ' 9.6', longitude: '41.87' } }).location).toEqual({ latitude: 9.6, longitude: 41.87 });
  });

  test('an urgent address without its note is refused at the note', () => {
    const result = contactDetailsFormSchema.safeParse({ ...form, urgent: { email: 'urgent@jals.example.org', note: '' } });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['urgent.note']);
  });

  test('saved details come back into the form as entered', () => {
    const saved = contactDetailsFormSchema.parse({ ...form, phone: '+251 25 111 0000', urgent: { email: 'urgent@jals.example.org', note: 'Corrections.' }, location: { latitude: '9.6', longitude: '41.87' } });
    expect(contactDetailsFormSchema.parse(contactDetailsFormValues(saved))).toEqual(saved);
    expect(contactDetailsFormValues(null).address).toBe('');
  });
});
