import { DEMO_PASSWORD } from '../../contract/auth/password-rule';
import type { NewAccount } from '../../core/users/users.service';

/** Lives in contract/ so that the password rule can refuse it to everyone else (decision 0026). */
export { DEMO_PASSWORD };

type DemoAccount = Omit<NewAccount, 'password'>;

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { role: 'ADMIN', email: 'admin@jals-demo.org', firstName: 'Ngozi', lastName: 'Adeyemi', academicDegree: 'MSc', institution: 'Faculty of Agriculture, University of Ibadan', department: 'Journal Office', researchInterests: ['Scholarly publishing', 'Research data management'] },
  { role: 'EDITOR', email: 'editor@jals-demo.org', firstName: 'Oluwaseun', lastName: 'Bello', academicDegree: 'PhD', institution: 'University of Ibadan', department: 'Department of Crop and Horticultural Sciences', researchInterests: ['Cassava breeding', 'Drought tolerance', 'Seed systems'] },
  { role: 'EDITOR', email: 'amina.yusuf@jals-demo.org', firstName: 'Amina', lastName: 'Yusuf', academicDegree: 'PhD', institution: 'Ahmadu Bello University, Zaria', department: 'Department of Animal Science', researchInterests: ['Ruminant nutrition', 'Pasture management'] },
  { role: 'REVIEWER', email: 'kwame.mensah@jals-demo.org', firstName: 'Kwame', lastName: 'Mensah', academicDegree: 'PhD', institution: 'Kwame Nkrumah University of Science and Technology', department: 'Department of Soil Science', researchInterests: ['Soil fertility', 'Biochar', 'Nutrient cycling'] },
  { role: 'REVIEWER', email: 'grace.wanjiru@jals-demo.org', firstName: 'Grace', lastName: 'Wanjiru', academicDegree: 'PhD', institution: 'University of Nairobi', department: 'Department of Food Science, Nutrition and Technology', researchInterests: ['Post-harvest losses', 'Food safety', 'Aflatoxins'] },
  { role: 'REVIEWER', email: 'pieter.devries@jals-demo.org', firstName: 'Pieter', lastName: 'de Vries', academicDegree: 'PhD', institution: 'Wageningen University & Research', department: 'Laboratory of Phytopathology', researchInterests: ['Plant pathology', 'Fungal diseases of cereals'] },
  { role: 'AUTHOR', email: 'chinedu.eze@jals-demo.org', firstName: 'Chinedu', lastName: 'Eze', academicDegree: 'MSc', institution: 'University of Nigeria, Nsukka', department: 'Department of Agricultural Economics', researchInterests: ['Smallholder credit', 'Agricultural extension'] },
  { role: 'AUTHOR', email: 'fatima.abubakar@jals-demo.org', firstName: 'Fatima', lastName: 'Abubakar', academicDegree: 'PhD', institution: 'Bayero University Kano', department: 'Department of Animal Science', researchInterests: ['Poultry production', 'Feed additives'] },
  { role: 'AUTHOR', email: 'samuel.otieno@jals-demo.org', firstName: 'Samuel', lastName: 'Otieno', academicDegree: 'MSc', institution: 'Makerere University', department: 'Department of Zoology, Entomology and Fisheries Sciences', researchInterests: ['Aquaculture', 'Tilapia feeds'] },
];

/** The two pairs the /admin page shows in demo mode. */
export const DEMO_CREDENTIALS = [
  { label: 'Administrator', email: 'admin@jals-demo.org', password: DEMO_PASSWORD },
  { label: 'Editor', email: 'editor@jals-demo.org', password: DEMO_PASSWORD },
] as const;

/**
 * The demo's accounts all use this made-up domain, which stands for many employers: the journal
 * setting `shared-mail-domains` lists it, so sharing it is no conflict of interest (decision 0041).
 */
export const DEMO_SHARED_MAIL_DOMAINS = ['jals-demo.org'];
