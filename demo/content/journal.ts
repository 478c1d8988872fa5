import type { EditorialProfile } from '../../db/schema';
import type { ManuscriptSection } from '../seed/demo-pdf';

/**
 * The demo journal's issues, special issues, announcements and editorial people. Dates are
 * fixed so that every demo database is the same; people and addresses are invented.
 */

export interface DemoIssue {
  volume: number;
  number: number;
  year: number;
  publicationDate: string;
  title: string;
  description: string;
}

/** Quarterly on the 15th of March, June, September and December (reading-side.md §1). */
export const DEMO_ISSUES: DemoIssue[] = [
  {
    volume: 7,
    number: 1,
    year: 2023,
    publicationDate: '2023-03-15',
    title: 'Volume 7, Issue 1',
    description:
      'The first issue of 2023 opens with multi-location trials of cassava and long-term soil fertility work on degraded Acrisols, and continues with studies of rural credit, insect meal for tilapia, aflatoxins in stored maize and the molecular surveillance of cassava brown streak viruses.',
  },
  {
    volume: 7,
    number: 2,
    year: 2023,
    publicationDate: '2023-06-15',
    title: 'Volume 7, Issue 2',
    description:
      'Alternative protein sources for broilers, farmers\' responses to climate variability in northern Ghana, carbon in cocoa agroforests, solar drying of mango, plant density and nitrogen for quality protein maize, and the on-farm conservation of African yam bean.',
  },
  {
    volume: 7,
    number: 3,
    year: 2023,
    publicationDate: '2023-09-15',
    title: 'Volume 7, Issue 3',
    description:
      'Conservation agriculture and soil structure in Malawi, mastitis in Ethiopian dairy herds, vitamin A-rich biscuits, pesticide residues in urban streams, digital extension for maize farmers and water quality on Lake Victoria cage farms.',
  },
  {
    volume: 7,
    number: 4,
    year: 2023,
    publicationDate: '2023-12-15',
    title: 'Volume 7, Issue 4',
    description:
      'Drought tolerance in sorghum, genome editing for bacterial blight resistance in rice, heat stress in tropical dairy cows, regeneration of miombo woodlands, climate change projections for Zimbabwean maize and the safety of street-vended salads.',
  },
  {
    volume: 8,
    number: 1,
    year: 2024,
    publicationDate: '2024-03-15',
    title: 'Volume 8, Issue 1',
    description:
      'Twelve years of integrated soil fertility management in Kenya, probiotics for laying hens, gender and efficiency in cassava processing, low-cost drip irrigation in the Sahel, maize-cowpea intercropping against Striga and fermented soybean meal for African catfish.',
  },
  {
    volume: 8,
    number: 2,
    year: 2024,
    publicationDate: '2024-06-15',
    title: 'Volume 8, Issue 2',
    description:
      'Greenhouse gas mitigation in Mekong Delta rice, physiological indicators of drought tolerance in cassava, Fusarium and fumonisins in Brazilian maize, pollinators of Ethiopian coffee, the genetic diversity of Tanzanian chickens and weather index insurance in northern Ghana.',
  },
  {
    volume: 8,
    number: 3,
    year: 2024,
    publicationDate: '2024-09-15',
    title: 'Volume 8, Issue 3',
    description:
      'Eight articles on site-specific liming in the Amazon, fermentation of millet for infant foods, rice-fish farming in Bangladesh, allometric equations for Gmelina, mechanised cassava peeling, nitrate leaching under fertigation, demand for certified seed potato and methane from cattle fed improved forages.',
  },
];

export interface DemoSpecialIssue {
  title: string;
  description: string;
  status: 'open' | 'closed' | 'planning' | 'review';
  deadline: string;
  expectedPublication: string;
  guestEditors: string[];
  maxArticles: number;
}

/** In the order the brief asks for: open, open, planning, closed, review. */
export const DEMO_SPECIAL_ISSUES: DemoSpecialIssue[] = [
  {
    title: 'Climate-Smart Agriculture in Sub-Saharan Africa',
    description:
      'Original research and reviews on practices, technologies and policies that raise agricultural productivity, strengthen resilience to climate variability and reduce greenhouse gas emissions on African farms, including crop, livestock, fisheries and agroforestry systems and the institutions that support their adoption.',
    status: 'open',
    deadline: '2027-03-31',
    expectedPublication: 'September 2027',
    guestEditors: ['Prof. Akosua Mensah-Bonsu (University of Ghana, Ghana)', 'Dr. Tawanda Chikowore (University of Zimbabwe, Zimbabwe)', 'Dr. Hanna Lindqvist (Swedish University of Agricultural Sciences, Sweden)'],
    maxArticles: 12,
  },
  {
    title: 'One Health: Food Safety and Antimicrobial Resistance along Animal Value Chains',
    description:
      'Studies of antimicrobial use, residues and resistance, zoonotic pathogens and food safety interventions from farm to fork in poultry, dairy, meat and aquaculture value chains, with an emphasis on low- and middle-income countries and on approaches that connect animal, human and environmental health.',
    status: 'open',
    deadline: '2027-05-31',
    expectedPublication: 'December 2027',
    guestEditors: ['Prof. Rukayya Lawan-Idris (Ahmadu Bello University, Nigeria)', 'Dr. Joseph Kariuki Njoroge (University of Nairobi, Kenya)'],
    maxArticles: 10,
  },
  {
    title: 'Digital Agriculture and Data-Driven Extension',
    description:
      'Mobile advisory services, remote sensing, decision-support tools, digital financial services and data governance for smallholder agriculture: what works, for whom and at what cost. The call for papers will open once the guest editors have finalised the scope.',
    status: 'planning',
    deadline: '2027-10-31',
    expectedPublication: 'June 2028',
    guestEditors: ['Dr. Priya Raghunathan (Tamil Nadu Agricultural University, India)', 'Dr. Kwesi Amponsah (Kwame Nkrumah University of Science and Technology, Ghana)'],
    maxArticles: 10,
  },
  {
    title: 'Soil Health and Regenerative Practices in the Tropics',
    description:
      'Long-term experiments and on-farm studies of organic amendments, cover crops, reduced tillage and integrated nutrient management, and their effects on soil organic carbon, soil biology and crop productivity in tropical and subtropical farming systems.',
    status: 'closed',
    deadline: '2026-06-30',
    expectedPublication: 'March 2027',
    guestEditors: ['Prof. Adaobi Nnamdi-Okeke (University of Nigeria, Nsukka, Nigeria)', 'Dr. Lucas Ferreira Campos (University of São Paulo, Brazil)', 'Dr. Ruth Achieng Omondi (Egerton University, Kenya)'],
    maxArticles: 10,
  },
  {
    title: 'Aquatic Food Systems for Nutrition and Livelihoods',
    description:
      'Research on small-scale fisheries and aquaculture, fish processing and trade, and the contribution of aquatic foods to diets and incomes, including feeds, disease management and the governance of inland waters.',
    status: 'review',
    deadline: '2026-08-31',
    expectedPublication: 'February 2027',
    guestEditors: ['Dr. Nasima Chowdhury (Bangladesh Agricultural University, Bangladesh)', 'Prof. Daniel Okello-Obura (Makerere University, Uganda)'],
    maxArticles: 8,
  },
];

export interface DemoAnnouncement {
  title: string;
  content: string;
  /** Null: derived from the title (reading-side.md §3). */
  type: 'Call for Papers' | 'Deadline' | 'Event' | 'General' | null;
  author: string;
  category: string;
  tags: string[];
  priority: 'high' | 'normal' | 'low';
  publishedAt: string;
  /** A PDF generated at seed time and served as the announcement's attachment. */
  attachment?: { name: string; title: string; subtitle: string; sections: ManuscriptSection[] };
}

const OFFICE = 'Editorial Office';
const EIC = 'Prof. Folake Adeyinka, Editor-in-Chief';
const MANAGING = 'Dr. Oluwaseun Bello, Managing Editor';

export const DEMO_ANNOUNCEMENTS: DemoAnnouncement[] = [
  {
    title: 'Call for Papers: Special Issue on Climate-Smart Agriculture in Sub-Saharan Africa',
    content:
      'We invite original research articles, reviews and short communications for a special issue on climate-smart agriculture in sub-Saharan Africa, edited by Prof. Akosua Mensah-Bonsu, Dr. Tawanda Chikowore and Dr. Hanna Lindqvist. Contributions may address crop, livestock, fisheries or agroforestry systems, as well as the policies and institutions that support adoption. Manuscripts are submitted through the online system by selecting the special issue, and the deadline is March 31, 2027.',
    type: 'Call for Papers',
    author: OFFICE,
    category: 'Special Issues',
    tags: ['special issue', 'climate change', 'call for papers'],
    priority: 'high',
    publishedAt: '2026-09-01T08:00:00Z',
    attachment: {
      name: 'Call for papers - Climate-Smart Agriculture.pdf',
      title: 'Call for Papers: Climate-Smart Agriculture in Sub-Saharan Africa',
      subtitle: 'Special issue of the Journal of Agriculture and Life Sciences. Submission deadline: March 31, 2027.',
      sections: [
        {
          heading: 'Scope',
          paragraphs: [
            'Climate change threatens the livelihoods of millions of smallholder farmers in sub-Saharan Africa. This special issue brings together evidence on practices, technologies and policies that increase productivity, strengthen resilience and reduce emissions.',
            'Topics include drought- and heat-tolerant varieties, soil and water conservation, integrated soil fertility management, climate-resilient livestock and aquaculture systems, agroforestry, weather information and index insurance, and the role of extension and farmer organisations in adoption.',
          ],
        },
        { heading: 'Article types', paragraphs: ['Original research articles (up to 6,000 words), review articles (up to 8,000 words) and short communications (up to 2,000 words). All submissions are peer reviewed double-blind by at least two independent reviewers.'] },
        { heading: 'How to submit', paragraphs: ['Submit through the journal website and choose the special issue in the submission form. Please follow the Guide for Authors and use the manuscript template.'] },
        { heading: 'Important dates', paragraphs: ['Submission deadline: March 31, 2027. First decisions: within eight weeks of submission. Expected publication: September 2027.'] },
      ],
    },
  },
  {
    title: 'Call for Reviewers in Aquaculture and Fisheries Science',
    content:
      'The growing number of submissions in fisheries and aquaculture has increased the demand for qualified reviewers. Researchers with a doctorate and a publication record in fish nutrition, aquatic animal health, fisheries management or aquatic ecology are invited to apply through the Become a Reviewer page. Reviewers receive a certificate for each completed review.',
    type: null,
    author: MANAGING,
    category: 'Reviewers',
    tags: ['reviewers', 'aquaculture', 'fisheries'],
    priority: 'normal',
    publishedAt: '2025-11-12T09:30:00Z',
  },
  {
    title: 'Submission Deadline Extended for the One Health Special Issue',
    content:
      'At the request of several author groups whose field sampling was delayed, the guest editors have extended the submission deadline for the special issue on One Health: Food Safety and Antimicrobial Resistance along Animal Value Chains to May 31, 2027. Manuscripts already submitted remain in review.',
    type: 'Deadline',
    author: OFFICE,
    category: 'Special Issues',
    tags: ['special issue', 'One Health', 'deadline'],
    priority: 'high',
    publishedAt: '2026-10-15T10:00:00Z',
  },
  {
    title: 'Deadline Reminder: Revised Manuscripts Due Within Four Weeks',
    content:
      'Authors who have been asked to revise their manuscripts are reminded that revisions should be submitted within four weeks of the decision unless the handling editor has agreed to a longer period. Please include a point-by-point response to the reviewers. Manuscripts not revised within three months are treated as new submissions.',
    type: null,
    author: MANAGING,
    category: 'Submissions',
    tags: ['revisions', 'authors'],
    priority: 'normal',
    publishedAt: '2026-05-04T08:45:00Z',
  },
  {
    title: 'Webinar: Writing a Strong Data Availability Statement',
    content:
      'Join the editorial team for a one-hour online webinar on preparing data for sharing and writing a data availability statement that satisfies the journal\'s policy. The session includes examples from recent articles and time for questions. Participation is free; registration closes two days before the event.',
    type: 'Event',
    author: OFFICE,
    category: 'Events',
    tags: ['webinar', 'open data', 'authors'],
    priority: 'normal',
    publishedAt: '2025-06-10T12:00:00Z',
    attachment: {
      name: 'Webinar programme - data availability.pdf',
      title: 'Webinar: Writing a Strong Data Availability Statement',
      subtitle: 'Online, 60 minutes. Programme and practical information.',
      sections: [
        { heading: 'Programme', paragraphs: ['1. Why the journal asks for a data availability statement (10 minutes).', '2. Choosing a repository and a licence for your data (15 minutes).', '3. Examples of good and weak statements from recent submissions (20 minutes).', '4. Questions and answers (15 minutes).'] },
        { heading: 'Who should attend', paragraphs: ['Authors preparing a submission, early-career researchers and research support staff.'] },
        { heading: 'Registration', paragraphs: ['Registration is free. Please register through the link in the announcement; the recording will be shared with registered participants.'] },
      ],
    },
  },
  {
    title: 'Authors\' Workshop Event at the Faculty of Agriculture',
    content:
      'The journal will hold a two-day workshop for early-career researchers on writing and publishing research articles. Sessions cover structuring a manuscript, presenting statistics, responding to reviewers and research ethics. Places are limited to 40 participants and are allocated in order of registration.',
    type: null,
    author: EIC,
    category: 'Events',
    tags: ['workshop', 'early-career researchers', 'scientific writing'],
    priority: 'high',
    publishedAt: '2024-10-21T09:00:00Z',
    attachment: {
      name: 'Authors workshop programme.pdf',
      title: 'Authors\' Workshop: Writing and Publishing Research Articles',
      subtitle: 'Two-day workshop for early-career researchers, Faculty of Agriculture.',
      sections: [
        { heading: 'Day 1', paragraphs: ['Morning: from research question to manuscript outline; writing the introduction and methods. Afternoon: presenting results, tables and figures; statistics that reviewers trust.'] },
        { heading: 'Day 2', paragraphs: ['Morning: discussion and conclusions; choosing keywords and writing the abstract. Afternoon: submission, peer review and responding to reviewers; publication ethics and authorship.'] },
        { heading: 'Participation', paragraphs: ['Participants bring a draft manuscript or an extended abstract. Certificates of attendance are issued at the end of the workshop.'] },
      ],
    },
  },
  {
    title: 'New Online Submission and Tracking System',
    content:
      'Authors can now submit manuscripts, upload revisions and follow the progress of their submissions online. Each submission receives a confirmation by e-mail, and authors can see the status of every manuscript on their dashboard. Submissions by e-mail are no longer accepted.',
    type: 'General',
    author: OFFICE,
    category: 'Journal News',
    tags: ['submission system', 'authors'],
    priority: 'normal',
    publishedAt: '2024-05-06T08:00:00Z',
  },
  {
    title: 'Editorial Board Welcomes Four New Associate Editors',
    content:
      'We are pleased to welcome four new associate editors covering animal science, soil science, food science and plant biotechnology. Their appointment shortens the time to first decision and strengthens the international profile of the editorial board. Their profiles are on the Editorial Board page.',
    type: null,
    author: EIC,
    category: 'Journal News',
    tags: ['editorial board'],
    priority: 'low',
    publishedAt: '2025-02-14T10:00:00Z',
  },
  {
    title: 'Office Closure for the End-of-Year Holidays',
    content:
      'The editorial office will be closed from December 24 to January 2. Submissions can still be made online during this period, but they will be screened after the office reopens. We wish all our authors, reviewers and readers a restful holiday.',
    type: 'General',
    author: OFFICE,
    category: 'Journal News',
    tags: ['office hours'],
    priority: 'low',
    publishedAt: '2025-12-15T08:00:00Z',
  },
  {
    title: 'Updated Guidelines on Data Availability and Research Ethics',
    content:
      'From September 1, 2024, every research article must include a data availability statement, and studies involving animals or human participants must state the approving ethics committee and the approval number. The updated guidelines are attached and are also part of the Guide for Authors.',
    type: 'General',
    author: EIC,
    category: 'Policies',
    tags: ['policy', 'research ethics', 'open data'],
    priority: 'normal',
    publishedAt: '2024-08-20T09:00:00Z',
    attachment: {
      name: 'Data availability and ethics guidelines.pdf',
      title: 'Guidelines on Data Availability and Research Ethics',
      subtitle: 'Effective for all submissions from September 1, 2024.',
      sections: [
        { heading: 'Data availability', paragraphs: ['Every research article must include a statement describing where the data supporting the results can be found. Data should be deposited in a recognised repository wherever possible; where data cannot be shared for legal or ethical reasons, the statement should explain why and how access may be requested.'] },
        { heading: 'Research involving animals', paragraphs: ['Studies involving animals must have been approved by an institutional animal ethics committee. The name of the committee and the approval number must be given in the methods section, together with the measures taken to minimise suffering.'] },
        { heading: 'Research involving people', paragraphs: ['Surveys, interviews and trials with human participants require approval by an ethics committee and the informed consent of participants. Personal data must be anonymised before publication.'] },
      ],
    },
  },
  {
    title: 'Annual Conference on Sustainable Agriculture 2026: Registration Open',
    content:
      'Registration is open for the journal\'s annual conference on sustainable agriculture, to be held over three days with keynote lectures, oral and poster sessions and a field visit. Selected papers presented at the conference will be invited for submission to the journal and will go through the usual peer review.',
    type: 'Event',
    author: OFFICE,
    category: 'Events',
    tags: ['conference', 'sustainable agriculture', 'registration'],
    priority: 'high',
    publishedAt: '2026-03-05T09:00:00Z',
  },
  {
    title: 'Publication Fee Waivers for Authors from Low-Income Countries',
    content:
      'The journal waives or reduces the publication fee for corresponding authors based in low-income countries and for authors facing financial hardship. Requests should be made in the cover letter at submission; editorial decisions are made independently of any request for a waiver.',
    type: 'General',
    author: OFFICE,
    category: 'Policies',
    tags: ['fees', 'waivers', 'open access'],
    priority: 'normal',
    publishedAt: '2024-02-01T08:00:00Z',
  },
];

export interface DemoEditorialMember {
  name: string;
  title: string;
  position: string;
  role: 'chief_editor' | 'deputy_editor' | 'managing_editor' | 'associate_editor' | 'member';
  boardType: 'EDITORIAL_BOARD' | 'EDITORIAL_TEAM';
  affiliation: string;
  department: string;
  institution: string;
  specialization: string;
  expertise: string[];
  email: string;
  phone?: string;
  bio: string;
  profile?: EditorialProfile;
}

const UI = 'University of Ibadan, Ibadan, Nigeria';

export const DEMO_EDITORIAL_MEMBERS: DemoEditorialMember[] = [
  {
    name: 'Prof. Folake Adeyinka',
    title: 'Professor of Plant Breeding and Genetics',
    position: 'Editor-in-Chief',
    role: 'chief_editor',
    boardType: 'EDITORIAL_BOARD',
    affiliation: `Faculty of Agriculture, ${UI}`,
    department: 'Department of Crop and Horticultural Sciences',
    institution: 'University of Ibadan',
    specialization: 'Plant breeding and crop genetics',
    expertise: ['Cassava and yam breeding', 'Quantitative genetics', 'Genotype-by-environment interaction', 'Seed systems'],
    email: 'eic@jals-demo.org',
    phone: '+234 2 810 1100 ext. 4101',
    bio: 'Professor of Plant Breeding and Genetics with over 25 years of experience in root and tuber crop improvement in West Africa.',
    profile: {
      biography:
        'Folake Adeyinka is Professor of Plant Breeding and Genetics at the University of Ibadan, where she has taught and led research on root and tuber crops since 1999. Her work on the genetics of drought tolerance and dry matter content in cassava has contributed to the release of several improved varieties in Nigeria, and she has supervised more than 30 master\'s and doctoral students. She served as Head of the Department of Crop and Horticultural Sciences and as Dean of the Faculty of Agriculture before becoming Editor-in-Chief of the journal in 2019.',
      qualifications: ['PhD in Plant Breeding, University of Ibadan (1998)', 'MSc in Agronomy, University of Ibadan (1992)', 'BSc (Hons) in Agriculture, Obafemi Awolowo University (1989)', 'Postdoctoral fellowship in quantitative genetics, Wageningen University (2001-2002)'],
      researchInterests: ['Genetic improvement of cassava and yam for drought tolerance', 'Genotype-by-environment interaction and multi-environment trials', 'Participatory plant breeding with smallholder farmers', 'Seed systems for vegetatively propagated crops'],
      achievements: [
        'Led the teams that developed four nationally released cassava varieties',
        'Fellow of the Nigerian Academy of Agriculture',
        'More than 120 peer-reviewed publications in crop science and genetics',
        'Faculty award for outstanding postgraduate supervision (2016)',
      ],
      editorialMessage:
        'Welcome to the Journal of Agriculture and Life Sciences. Our aim is to publish rigorous, useful research that helps farmers, processors and policy makers, with a particular commitment to work from Africa and other regions where agricultural research is most needed and least published. Every article is read by at least two independent reviewers, and we work hard to give authors fair, constructive and timely decisions. All our articles are free to read under a CC BY 4.0 licence, and fee waivers ensure that cost is never a reason not to submit. I invite you to send us your best work and to join our community of reviewers.',
    },
  },
  {
    name: 'Prof. Ibrahim Danjuma Garba',
    title: 'Professor of Animal Nutrition',
    position: 'Deputy Editor-in-Chief',
    role: 'deputy_editor',
    boardType: 'EDITORIAL_BOARD',
    affiliation: 'Ahmadu Bello University, Zaria, Nigeria',
    department: 'Department of Animal Science',
    institution: 'Ahmadu Bello University',
    specialization: 'Ruminant and poultry nutrition',
    expertise: ['Feed resources', 'Ruminant nutrition', 'Poultry production'],
    email: 'deputy.editor@jals-demo.org',
    bio: 'Animal nutritionist working on alternative feed resources for ruminants and poultry in the Nigerian savanna.',
  },
  {
    name: 'Dr. Oluwaseun Bello',
    title: 'Senior Lecturer in Crop Science',
    position: 'Managing Editor',
    role: 'managing_editor',
    boardType: 'EDITORIAL_TEAM',
    affiliation: `Faculty of Agriculture, ${UI}`,
    department: 'Department of Crop and Horticultural Sciences',
    institution: 'University of Ibadan',
    specialization: 'Crop physiology and seed systems',
    expertise: ['Manuscript handling and peer review management', 'Cassava breeding', 'Drought tolerance', 'Seed systems'],
    email: 'editor@jals-demo.org',
    phone: '+234 2 810 1100 ext. 4102',
    bio: 'Managing Editor of the journal and Senior Lecturer in Crop Science; responsible for the editorial office and the peer review process.',
    profile: {
      biography:
        'Oluwaseun Bello is a Senior Lecturer in the Department of Crop and Horticultural Sciences at the University of Ibadan and has been Managing Editor of the journal since 2020. He runs the editorial office, oversees every manuscript from submission to publication and coordinates the work of section editors and reviewers. His own research concerns the physiology of drought tolerance in cassava and the quality of planting material in informal seed systems.',
      qualifications: ['PhD in Crop Physiology, University of Ibadan (2014)', 'MSc in Crop Science, University of Ibadan (2009)', 'Certificate in Scholarly Publishing and Journal Management (2019)'],
      responsibilities: [
        'Screening new submissions for scope, completeness and ethics requirements',
        'Assigning manuscripts to section editors and tracking reviewer deadlines',
        'Communicating editorial decisions to authors',
        'Coordinating copy-editing, typesetting and online publication of each issue',
        'Maintaining the journal\'s publication ethics and data policies',
      ],
      expertise: ['Peer review management', 'Publication ethics', 'Crop physiology', 'Seed systems'],
      achievements: ['Reduced the median time to first decision from 11 to 6 weeks', 'Introduced the online submission and tracking system (2024)', 'Organised annual authors\' workshops for early-career researchers since 2021'],
      services: ['Guidance for authors before submission', 'Assistance with the submission system', 'Fee waiver requests', 'Enquiries about the status of manuscripts', 'Special issue proposals'],
      officeHours: 'Monday-Friday 9:00-17:00 WAT',
    },
  },
  {
    name: 'Dr. Amina Yusuf',
    title: 'Reader in Animal Science',
    position: 'Associate Editor',
    role: 'associate_editor',
    boardType: 'EDITORIAL_BOARD',
    affiliation: 'Ahmadu Bello University, Zaria, Nigeria',
    department: 'Department of Animal Science',
    institution: 'Ahmadu Bello University',
    specialization: 'Ruminant nutrition and pasture management',
    expertise: ['Ruminant nutrition', 'Pasture management', 'Livestock systems'],
    email: 'amina.yusuf@jals-demo.org',
    bio: 'Handles manuscripts in animal science, livestock systems and fisheries.',
  },
  {
    name: 'Prof. Kwabena Asare-Mensah',
    title: 'Professor of Soil Science',
    position: 'Associate Editor',
    role: 'associate_editor',
    boardType: 'EDITORIAL_BOARD',
    affiliation: 'Kwame Nkrumah University of Science and Technology, Kumasi, Ghana',
    department: 'Department of Crop and Soil Sciences',
    institution: 'Kwame Nkrumah University of Science and Technology',
    specialization: 'Soil fertility and land management',
    expertise: ['Soil fertility', 'Soil organic carbon', 'Land degradation'],
    email: 'k.asare-mensah@jals-demo.org',
    bio: 'Soil scientist working on the restoration of degraded soils in West Africa.',
  },
  {
    name: 'Dr. Lindiwe Dlamini',
    title: 'Associate Professor of Food Science',
    position: 'Associate Editor',
    role: 'associate_editor',
    boardType: 'EDITORIAL_BOARD',
    affiliation: 'University of Pretoria, Pretoria, South Africa',
    department: 'Department of Consumer and Food Sciences',
    institution: 'University of Pretoria',
    specialization: 'Food safety and cereal processing',
    expertise: ['Mycotoxins', 'Cereal science', 'Food safety'],
    email: 'l.dlamini@jals-demo.org',
    bio: 'Food scientist with research on mycotoxins and traditional cereal foods.',
  },
  {
    name: 'Dr. Rohan Mehta',
    title: 'Principal Scientist',
    position: 'Associate Editor',
    role: 'associate_editor',
    boardType: 'EDITORIAL_BOARD',
    affiliation: 'ICAR-Indian Agricultural Research Institute, New Delhi, India',
    department: 'Division of Plant Biotechnology',
    institution: 'ICAR-Indian Agricultural Research Institute',
    specialization: 'Plant molecular biology and genome editing',
    expertise: ['Genome editing', 'Disease resistance', 'Molecular markers'],
    email: 'r.mehta@jals-demo.org',
    bio: 'Molecular biologist working on disease resistance in rice and wheat.',
  },
  {
    name: 'Dr. Chiamaka Ezenwa',
    title: 'Senior Lecturer in Agronomy',
    position: 'Section Editor — Crop Science',
    role: 'associate_editor',
    boardType: 'EDITORIAL_TEAM',
    affiliation: 'University of Nigeria, Nsukka, Nigeria',
    department: 'Department of Crop Science',
    institution: 'University of Nigeria, Nsukka',
    specialization: 'Cropping systems and agronomy',
    expertise: ['Cropping systems', 'Cereal and legume agronomy', 'Weed science'],
    email: 'crops.section@jals-demo.org',
    bio: 'Oversees the review of manuscripts in crop science and production.',
  },
  {
    name: 'Dr. Yakubu Abdullahi Sule',
    title: 'Senior Lecturer in Animal Production',
    position: 'Section Editor — Animal Science',
    role: 'associate_editor',
    boardType: 'EDITORIAL_TEAM',
    affiliation: 'Bayero University Kano, Kano, Nigeria',
    department: 'Department of Animal Science',
    institution: 'Bayero University Kano',
    specialization: 'Poultry science',
    expertise: ['Poultry nutrition', 'Animal welfare', 'Feed additives'],
    email: 'animals.section@jals-demo.org',
    bio: 'Oversees the review of manuscripts in animal science and aquaculture.',
  },
  {
    name: 'Dr. Esther Wairimu Gathoni',
    title: 'Senior Lecturer in Soil Science',
    position: 'Section Editor — Soil Science and Environment',
    role: 'associate_editor',
    boardType: 'EDITORIAL_TEAM',
    affiliation: 'University of Nairobi, Nairobi, Kenya',
    department: 'Department of Land Resource Management and Agricultural Technology',
    institution: 'University of Nairobi',
    specialization: 'Soil chemistry and environmental quality',
    expertise: ['Soil chemistry', 'Nutrient management', 'Water quality'],
    email: 'soils.section@jals-demo.org',
    bio: 'Oversees the review of manuscripts in soil and environmental sciences.',
  },
  {
    name: 'Dr. Babajide Ogunleye',
    title: 'Senior Lecturer in Agricultural Economics',
    position: 'Section Editor — Agricultural Economics and Extension',
    role: 'associate_editor',
    boardType: 'EDITORIAL_TEAM',
    affiliation: `Faculty of Agriculture, ${UI}`,
    department: 'Department of Agricultural Economics',
    institution: 'University of Ibadan',
    specialization: 'Agricultural policy and impact evaluation',
    expertise: ['Impact evaluation', 'Agricultural policy', 'Rural finance'],
    email: 'economics.section@jals-demo.org',
    bio: 'Oversees the review of manuscripts in agricultural economics and extension.',
  },
  {
    name: 'Mrs. Adenike Olatunji',
    title: 'Editorial Assistant',
    position: 'Editorial Assistant',
    role: 'member',
    boardType: 'EDITORIAL_TEAM',
    affiliation: `Faculty of Agriculture, ${UI}`,
    department: 'Journal Office',
    institution: 'University of Ibadan',
    specialization: 'Editorial office administration',
    expertise: ['Manuscript administration', 'Author support'],
    email: 'office@jals-demo.org',
    phone: '+234 2 810 1100 ext. 4103',
    bio: 'First point of contact for authors and reviewers in the editorial office.',
  },
  {
    name: 'Mr. Tunde Akinola',
    title: 'Production Editor',
    position: 'Production Editor',
    role: 'member',
    boardType: 'EDITORIAL_TEAM',
    affiliation: `Faculty of Agriculture, ${UI}`,
    department: 'Journal Office',
    institution: 'University of Ibadan',
    specialization: 'Copy-editing and typesetting',
    expertise: ['Copy-editing', 'Typesetting', 'Metadata and DOI registration'],
    email: 'production@jals-demo.org',
    bio: 'Prepares accepted articles for publication and registers their DOIs.',
  },
  ...(
    [
      ['Prof. Marieke de Groot', 'Professor of Farming Systems Ecology', 'Wageningen University & Research, Wageningen, The Netherlands', 'Farming Systems Ecology Group', 'Wageningen University & Research', 'Farming systems and agroecology', ['Agroecology', 'Farming systems analysis']],
      ['Prof. Samuel Kiplagat Rotich', 'Professor of Agricultural Economics', 'Egerton University, Njoro, Kenya', 'Department of Agricultural Economics and Agribusiness Management', 'Egerton University', 'Agricultural markets and value chains', ['Value chains', 'Market access', 'Smallholder agriculture']],
      ['Dr. Mei Chen', 'Associate Professor of Aquaculture', 'Universiti Putra Malaysia, Serdang, Malaysia', 'Department of Aquaculture', 'Universiti Putra Malaysia', 'Fish nutrition', ['Aquafeeds', 'Fish nutrition', 'Tilapia culture']],
      ['Prof. Ana Paula Ribeiro', 'Professor of Plant Pathology', 'University of São Paulo, Piracicaba, Brazil', 'Department of Plant Pathology and Nematology', 'University of São Paulo', 'Fungal diseases and mycotoxins', ['Plant pathology', 'Mycotoxins', 'Integrated disease management']],
      ['Dr. Thomas Whitfield', 'Reader in Soil Biogeochemistry', 'Lancaster University, Lancaster, United Kingdom', 'Lancaster Environment Centre', 'Lancaster University', 'Soil carbon and greenhouse gases', ['Soil carbon', 'Greenhouse gas fluxes', 'Biochar']],
      ['Dr. Fatoumata Traoré', 'Senior Researcher', 'Institut d\'Économie Rurale, Bamako, Mali', 'Programme Ressources Forestières', 'Institut d\'Économie Rurale', 'Agroforestry and dryland forestry', ['Agroforestry', 'Parkland trees', 'Dryland restoration']],
      ['Prof. Getachew Alemayehu', 'Professor of Veterinary Epidemiology', 'Addis Ababa University, Bishoftu, Ethiopia', 'College of Veterinary Medicine and Agriculture', 'Addis Ababa University', 'Animal health and One Health', ['Veterinary epidemiology', 'Zoonoses', 'Antimicrobial resistance']],
    ] as const
  ).map(
    ([name, title, affiliation, department, institution, specialization, expertise]): DemoEditorialMember => ({
      name,
      title,
      position: 'Editorial Board Member',
      role: 'member',
      boardType: 'EDITORIAL_BOARD',
      affiliation,
      department,
      institution,
      specialization,
      expertise: [...expertise],
      email: `${name
        .replace(/^(Prof|Dr|Mr|Mrs)\. /, '')
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z]+/g, '.')}@jals-demo.org`,
      bio: `${title} at ${institution}; reviews and advises on ${specialization.toLowerCase()}.`,
    }),
  ),
];
