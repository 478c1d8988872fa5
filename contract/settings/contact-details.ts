import { z } from 'zod';
import { SOCIAL_NETWORKS } from './social-networks';

export { SOCIAL_NETWORK_LABELS, SOCIAL_NETWORKS } from './social-networks';

/**
 * The editorial office's contact facts (acting-side.md §2 /contact: info cards, the urgent-matters
 * address, social links, the map), a journal setting stored in `settings` under this key, like the
 * home figures (decision 0008): a faculty enters its own, and a fact that is not set is left off
 * the page rather than invented. `email` is also where the contact form's messages are mailed
 * (decision 0042); without the setting they go to the admins.
 */
export const CONTACT_DETAILS_KEY = 'contact.details';

const LATITUDE = 'Enter the latitude, a number from -90 to 90 (both or neither).';
const LONGITUDE = 'Enter the longitude, a number from -180 to 180 (both or neither).';

const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// address' }).max(500);

export const contactDetailsSchema = z.object({
  /** The office's name as the first line of the address card ("Editorial Office"). */
  office: z.string().trim().min(1).max(200),
  /** The postal address, one line each. */
  address: z.array(z.string().trim().min(1).max(200)).min(1).max(6),
  /** The office's address: shown on the page, and the contact form's messages are mailed to it. */
  email: z.email().max(254),
  phone: z.string().trim().min(3).max(50).optional(),
  /** acting-side.md §2 "urgent-matters address": who to write to when it cannot wait. */
  urgent: z.object({ email: z.email().max(254), note: z.string().trim().min(1).max(300) }).optional(),
  /** Where the office is, for the map shown on request (decision 0042). */
  location: z
    .object({
      latitude: z.number({ error: LATITUDE }).min(-90, LATITUDE).max(90, LATITUDE),
      longitude: z.number({ error: LONGITUDE }).min(-180, LONGITUDE).max(180, LONGITUDE),
    })
    .optional(),
  /** The journal's own accounts only; none unless the journal has them. */
  social: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: httpsUrl })).max(8).default([]),
});
export type ContactDetails = z.output<typeof contactDetailsSchema>;
export type ContactDetailsInput = z.input<typeof contactDetailsSchema>;

/** A text box left empty: the optional fact is not set. */
const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * The contact details as the settings form holds them: the address as one text box, one line per
 * line; the urgent-matters address, the map's place and the phone optional, left out when empty.
 * The form's values pass through this into `contactDetailsSchema`, so the form and the server check
 * the same rules and the field messages carry the stored paths ('urgent.email', 'location.latitude').
 */
export interface ContactDetailsForm {
  office: string;
  address: string;
  email: string;
  phone: string;
  urgent: { email: string; note: string };
  location: { latitude: string; longitude: string };
  social: { network: (typeof SOCIAL_NETWORKS)[number]; url: string }[];
}

const coordinate = (value: string) => (blank(value) ? Number.NaN : Number(value.trim()));

function storedFromForm(input: unknown): unknown {
  if (!input || typeof input !== 'object') return input;
  const form = input as Partial<ContactDetailsForm>;
  const urgent = form.urgent && (!blank(form.urgent.email) || !blank(form.urgent.note)) ? form.urgent : undefined;
  const location = form.location && (!blank(form.location.latitude) || !blank(form.location.longitude)) ? { latitude: coordinate(form.location.latitude), longitude: coordinate(form.location.longitude) } : undefined;
  return {
    ...form,
    address: typeof form.address === 'string' ? form.address.split('\n').map((line) => line.trim()).filter(Boolean) : form.address,
    phone: blank(form.phone) ? undefined : form.phone,
    urgent,
    location,
  };
}

export const contactDetailsFormSchema = z.preprocess(storedFromForm, contactDetailsSchema);

/** The form's starting values: the saved details, or empty boxes when the journal has none yet. */
export function contactDetailsFormValues(details: ContactDetails | null): ContactDetailsForm {
  return {
    office: details?.office ?? '',
    address: details?.address.join('\n') ?? '',
    email: details?.email ?? '',
    phone: details?.phone ?? '',
    urgent: { email: details?.urgent?.email ?? '', note: details?.urgent?.note ?? '' },
    location: { latitude: details?.location ? String(details.location.latitude) : '', longitude: details?.location ? String(details.location.longitude) : '' },
    social: details?.social ?? [],
  };
}
