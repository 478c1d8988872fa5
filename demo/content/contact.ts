import { DEFAULT_IDENTITY, type JournalIdentity } from '../../contract/journal/journal-facts';
import type { ContactFormInput } from '../../contract/contact/contact.schema';
import type { ContactDetailsInput } from '../../contract/settings/contact-details';

/**
 * The demo journal's editorial office (the `contact.details` setting, decision 0042): the Faculty of
 * Agriculture of the University of Ibadan, where the demo's editors work, with the demo's made-up
 * mail domain and the office extension of the editorial records. No social links: the demo journal
 * has no accounts, and a link to someone else's page would be invented.
 */
export const DEMO_CONTACT_DETAILS: ContactDetailsInput = {
  office: 'Editorial Office',
  address: ['Journal of Agriculture and Life Sciences', 'Faculty of Agriculture, University of Ibadan', 'Ibadan 200005, Oyo State, Nigeria'],
  email: 'office@jals-demo.org',
  phone: '+234 2 810 1100 ext. 4103',
  urgent: {
    email: 'editor@jals-demo.org',
    note: 'For urgent matters that cannot wait for office hours (an error in a published article, an ethics concern, a deadline about to pass), write to the Managing Editor.',
  },
  // The University of Ibadan's main campus.
  location: { latitude: 7.4443, longitude: 3.8995 },
  social: [],
};

/**
 * Messages sent through /contact (issue 15 "Demo"), through the service the form calls, each at its
 * time, after the manuscripts' and the reviewer applications' last steps; the admin reads one and
 * answers one from the dashboard. Senders use the reserved example.org domain.
 */
export interface DemoContactMessage {
  at: string;
  form: ContactFormInput;
  /** The admin marks it read at this time. */
  readAt?: string;
  /** The admin's reply, mailed to the sender and kept with the message (it marks the message read). */
  reply?: { at: string; body: string };
}

export const DEMO_CONTACT_MESSAGES: DemoContactMessage[] = [
  {
    at: '2026-11-21T16:12:00Z',
    form: {
      name: 'Babajide Ogunleye',
      email: 'babajide.ogunleye@example.org',
      subject: 'Fee waiver for a student-led study',
      category: 'fees',
      message:
        'Good morning. I am a final-year MSc student at the Federal University of Agriculture, Abeokuta, and I am preparing a manuscript on poultry litter composting from my thesis. My supervisor is a co-author. Does the student rate apply when the student is the corresponding author, and can we ask for a full waiver? We have no grant to pay from.',
    },
    reply: {
      at: '2026-11-23T08:40:00Z',
      body:
        'Thank you for writing before you submit. Yes: the student rate applies when the corresponding author is a student, and you may also ask for a full waiver for financial hardship. Say so in your cover letter with a line from your supervisor confirming that the study has no funding; the editors decide on waivers before review, so the fee never affects the decision on your paper.\n\nThe fees and the waiver policy are on our Publication Charges page.',
    },
  },
  {
    at: '2026-11-22T11:30:00Z',
    form: {
      name: 'Dr. Mariam Sesay',
      email: 'mariam.sesay@example.org',
      subject: 'Supplementary data for the cowpea intercropping article',
      category: 'publication',
      message:
        'I would like to cite the cowpea and maize intercropping trial published in your latest issue in a meta-analysis. The article mentions plot-level yield data as supplementary material, but I cannot find the file on the article page. Could you tell me where it is, or put me in touch with the corresponding author?',
    },
    readAt: '2026-11-23T09:05:00Z',
  },
  {
    at: '2026-11-23T07:48:00Z',
    form: {
      name: 'Tendai Moyo',
      email: 'tendai.moyo@example.org',
      subject: 'LaTeX template for manuscripts',
      category: 'submission',
      message: 'Is there a LaTeX version of the manuscript template? Our group writes in LaTeX and would rather not convert to Word before submission. A PDF made from LaTeX would follow your layout exactly.',
    },
  },
  {
    at: '2026-11-24T10:05:00Z',
    form: {
      name: 'Esi Boateng',
      email: 'esi.boateng@example.org',
      subject: 'Print copies for our faculty library',
      message: 'Our faculty library at the University of Cape Coast would like to keep the journal on its shelves. Do you print the issues, and if so, how can a library subscribe?',
    },
  },
  {
    at: '2026-11-24T16:22:00Z',
    form: {
      name: 'Arjun Nair',
      email: 'arjun.nair@example.org',
      subject: 'Download of an article PDF stops halfway',
      category: 'technical',
      message: 'On a slow mobile connection the PDF of the soil biochar article stops downloading at about half. Other sites work. Is there a smaller version, or a mirror I could try?',
    },
  },
];

/**
 * The demo journal's ISSNs (decision 0053): made-up numbers with valid check digits, so the JATS
 * front matter, Crossref deposits, feeds and citation tags have the ISSNs a real journal carries.
 */
export const DEMO_IDENTITY: JournalIdentity = { ...DEFAULT_IDENTITY, issnPrint: '2955-1080', issnOnline: '2955-1099' };
