import type { ReviewerApplicationInput } from '../../contract/reviews/reviewer-application.schema';

/**
 * The demo's open reviewer applications (issue 14 "Demo"): sent through /become-reviewer's service
 * after the last step of the manuscripts' histories, waiting under Applications on the editor
 * dashboard. One from a researcher without an account (approving makes one and mails a
 * set-password link), one from a demo author (approving keeps the author account and adds a
 * reviewer profile). Addresses other than the demo accounts' use the reserved example.org domain.
 */
export interface DemoReviewerApplication {
  at: string;
  form: ReviewerApplicationInput;
}

export const DEMO_REVIEWER_APPLICATIONS: DemoReviewerApplication[] = [
  {
    at: '2026-11-21T08:40:00Z',
    form: {
      name: 'Dr. Wanjiku Kamau',
      email: 'wanjiku.kamau@example.org',
      institution: 'Egerton University, Njoro, Kenya',
      expertise: 'Dairy cattle nutrition, forage conservation, smallholder dairy systems',
      qualifications:
        'PhD in Animal Nutrition (University of Nairobi, 2016). Senior lecturer in the Department of Animal Sciences, Egerton University, since 2019; leads the smallholder dairy feeding trials of the Njoro field station.',
      publications:
        'Kamau W., Otieno P. and Mwangi D. (2024) Silage making and milk yield on smallholder dairy farms in Nakuru County. Tropical Animal Health and Production 56, 112.\nKamau W. and Cheruiyot J. (2022) Napier grass cutting interval and nutritive value in the Kenyan highlands. Grass and Forage Science 77, 301-312.',
      motivation: 'I review regularly for two regional journals and would like to help a journal that publishes the applied work our extension partners read.',
    },
  },
  {
    at: '2026-11-21T14:05:00Z',
    form: {
      name: 'Samuel Otieno',
      email: 'samuel.otieno@jals-demo.org',
      institution: 'Makerere University, Kampala, Uganda',
      expertise: 'Aquaculture; tilapia feeds; pond water quality',
      qualifications: 'MSc in Fisheries and Aquaculture (Makerere University, 2018); research fellow in the Department of Zoology, Entomology and Fisheries Sciences.',
      publications: '',
      motivation: '',
    },
  },
];
