import { DEMO_ACCOUNTS } from './accounts';

/**
 * The researchers who write for the demo journal. Three of them are the demo AUTHOR accounts
 * (same names and e-mail addresses), so that those accounts own real papers. Addresses of
 * everyone else use the reserved example.org domain: the demo never mails a real person.
 */
export interface DemoResearcher {
  name: string;
  email: string;
  affiliation: string;
  /** Seed of a checksum-valid ORCID iD; absent for researchers without one. */
  orcidSeed?: number;
}

const INSTITUTIONS = {
  ui: ['University of Ibadan, Ibadan, Nigeria', 'ui'],
  unn: ['University of Nigeria, Nsukka, Nigeria', 'unn'],
  abu: ['Ahmadu Bello University, Zaria, Nigeria', 'abu'],
  funaab: ['Federal University of Agriculture, Abeokuta, Nigeria', 'funaab'],
  buk: ['Bayero University Kano, Kano, Nigeria', 'buk'],
  iita: ['International Institute of Tropical Agriculture (IITA), Ibadan, Nigeria', 'iita'],
  knust: ['Kwame Nkrumah University of Science and Technology, Kumasi, Ghana', 'knust'],
  ug: ['University of Ghana, Legon, Accra, Ghana', 'ug'],
  uds: ['University for Development Studies, Tamale, Ghana', 'uds'],
  uon: ['University of Nairobi, Nairobi, Kenya', 'uonbi'],
  egerton: ['Egerton University, Njoro, Kenya', 'egerton'],
  ilri: ['International Livestock Research Institute, Nairobi, Kenya', 'ilri'],
  mak: ['Makerere University, Kampala, Uganda', 'mak'],
  sua: ['Sokoine University of Agriculture, Morogoro, Tanzania', 'sua'],
  haramaya: ['Haramaya University, Dire Dawa, Ethiopia', 'haramaya'],
  aau: ['Addis Ababa University, Addis Ababa, Ethiopia', 'aau'],
  up: ['University of Pretoria, Pretoria, South Africa', 'up'],
  luanar: ['Lilongwe University of Agriculture and Natural Resources, Lilongwe, Malawi', 'luanar'],
  uz: ['University of Zimbabwe, Harare, Zimbabwe', 'uz'],
  ucad: ['Université Cheikh Anta Diop, Dakar, Senegal', 'ucad'],
  dschang: ['University of Dschang, Dschang, Cameroon', 'udschang'],
  wur: ['Wageningen University & Research, Wageningen, The Netherlands', 'wur'],
  ku: ['University of Copenhagen, Frederiksberg, Denmark', 'ku'],
  rres: ['Rothamsted Research, Harpenden, United Kingdom', 'rothamsted'],
  iari: ['ICAR-Indian Agricultural Research Institute, New Delhi, India', 'iari'],
  tnau: ['Tamil Nadu Agricultural University, Coimbatore, India', 'tnau'],
  bau: ['Bangladesh Agricultural University, Mymensingh, Bangladesh', 'bau'],
  upm: ['Universiti Putra Malaysia, Serdang, Malaysia', 'upm'],
  uplb: ['University of the Philippines Los Baños, Laguna, Philippines', 'uplb'],
  ctu: ['Can Tho University, Can Tho, Vietnam', 'ctu'],
  cau: ['China Agricultural University, Beijing, China', 'cau'],
  embrapa: ['Embrapa Cerrados, Planaltina, Brazil', 'embrapa'],
  unalm: ['Universidad Nacional Agraria La Molina, Lima, Peru', 'lamolina'],
  ciat: ['Alliance of Bioversity International and CIAT, Cali, Colombia', 'ciat'],
  ucd: ['University of California, Davis, United States', 'ucdavis'],
  uq: ['The University of Queensland, Gatton, Australia', 'uq'],
} as const;

type InstitutionKey = keyof typeof INSTITUTIONS;

function researcher(name: string, department: string, institution: InstitutionKey, orcidSeed?: number): DemoResearcher {
  const [place, code] = INSTITUTIONS[institution];
  const parts = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .split(' ');
  const email = `${parts[0]}.${parts[parts.length - 1]}@${code}.example.org`;
  return { name, email, affiliation: `${department}, ${place}`, ...(orcidSeed ? { orcidSeed } : {}) };
}

function demoAccount(email: string, orcidSeed?: number): DemoResearcher {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email)!;
  return { name: `${account.firstName} ${account.lastName}`, email: account.email, affiliation: `${account.department}, ${account.institution}`, ...(orcidSeed ? { orcidSeed } : {}) };
}

export const RESEARCHERS = {
  // The demo author accounts (demo/content/accounts.ts).
  eze: demoAccount('chinedu.eze@jals-demo.org', 4417),
  abubakar: demoAccount('fatima.abubakar@jals-demo.org'),
  otieno: demoAccount('samuel.otieno@jals-demo.org', 7723),

  adeyemo: researcher('Babatunde A. Adeyemo', 'Department of Crop and Horticultural Sciences', 'ui', 1101),
  olaniyan: researcher('Funmilayo Olaniyan', 'Department of Agronomy', 'ui'),
  okafor: researcher('Adaeze N. Okafor', 'Department of Agricultural Economics', 'unn', 1203),
  nwosu: researcher('Ikechukwu Nwosu', 'Department of Agricultural Extension', 'unn'),
  ogbonna: researcher('Chiamaka Ogbonna', 'Department of Food Science and Technology', 'unn', 1305),
  musa: researcher('Ibrahim D. Musa', 'Department of Plant Science', 'abu'),
  lawal: researcher('Hauwa Lawal', 'Department of Agricultural Engineering', 'abu', 1407),
  sani: researcher('Abdullahi Sani', 'Department of Animal Science', 'buk'),
  adebayo: researcher('Olufemi Adebayo', 'Department of Forestry and Wildlife Management', 'funaab', 1509),
  ojo: researcher('Temitope Ojo', 'Department of Agricultural and Bio-Resources Engineering', 'funaab'),
  akinwale: researcher('Bolanle Akinwale', 'Cassava Breeding Unit', 'iita', 1611),
  obi: researcher('Chukwuemeka Obi', 'Bioscience Center', 'iita', 1713),
  boateng: researcher('Kofi Boateng', 'Department of Crop and Soil Sciences', 'knust', 1815),
  asante: researcher('Abena Asante', 'Department of Horticulture', 'knust'),
  owusu: researcher('Yaw Owusu-Ansah', 'Department of Environmental Science', 'knust', 1917),
  amoah: researcher('Esi Amoah', 'Department of Agricultural Economics and Agribusiness', 'ug'),
  dzomeku: researcher('Selorm Dzomeku', 'Department of Animal Science', 'ug', 2019),
  abdulai: researcher('Fuseini Abdulai', 'Department of Climate Change and Food Security', 'uds'),
  kimani: researcher('Wanjiku Kimani', 'Department of Land Resource Management and Agricultural Technology', 'uon', 2121),
  mutua: researcher('Daniel Mutua', 'Department of Food Science, Nutrition and Technology', 'uon'),
  kiprop: researcher('Joseph Kiprop', 'Department of Agricultural Economics and Agribusiness Management', 'egerton', 2223),
  chebet: researcher('Mercy Chebet', 'Department of Crops, Horticulture and Soils', 'egerton'),
  ndungu: researcher('Peter Ndung\'u', 'Feed and Forage Development', 'ilri', 2325),
  nakato: researcher('Ruth Nakato', 'Department of Agricultural Production', 'mak', 2427),
  ssemakula: researcher('Moses Ssemakula', 'Department of Agricultural and Biosystems Engineering', 'mak'),
  mwakalinga: researcher('Neema Mwakalinga', 'Department of Crop Science and Horticulture', 'sua', 2529),
  mrema: researcher('Emmanuel Mrema', 'Department of Ecosystems and Conservation', 'sua'),
  desta: researcher('Mulugeta Desta', 'School of Plant Sciences', 'haramaya', 2631),
  alemu: researcher('Meseret Alemu', 'College of Veterinary Medicine', 'aau'),
  gebre: researcher('Haile Gebremedhin', 'Department of Zoological Sciences', 'aau', 2733),
  vanderMerwe: researcher('Anri van der Merwe', 'Department of Plant and Soil Sciences', 'up', 2835),
  phiri: researcher('Chikondi Phiri', 'Department of Crop and Soil Sciences', 'luanar', 2937),
  banda: researcher('Thokozani Banda', 'Department of Agricultural Engineering', 'luanar'),
  moyo: researcher('Tendai Moyo', 'Department of Plant Production Sciences and Technologies', 'uz', 3039),
  diop: researcher('Aminata Diop', 'Département de Génie Rural', 'ucad', 3141),
  ndiaye: researcher('Moussa Ndiaye', 'Département de Productions Végétales', 'ucad'),
  mbarga: researcher('Jean-Pierre Mbarga', 'Department of Forestry', 'dschang', 3243),
  verhoeven: researcher('Maarten Verhoeven', 'Soil Biology Group', 'wur', 3345),
  vanDijk: researcher('Eline van Dijk', 'Plant Production Systems Group', 'wur'),
  nielsen: researcher('Søren Nielsen', 'Department of Plant and Environmental Sciences', 'ku', 3447),
  hughes: researcher('Catherine Hughes', 'Sustainable Soils and Crops', 'rres', 3549),
  sharma: researcher('Anjali Sharma', 'Division of Genetics', 'iari', 3651),
  kumar: researcher('Rajesh Kumar', 'Division of Plant Pathology', 'iari'),
  subramanian: researcher('Karthik Subramanian', 'Department of Soil Science and Agricultural Chemistry', 'tnau', 3753),
  rahman: researcher('Mahbubur Rahman', 'Department of Fisheries Management', 'bau', 3855),
  akter: researcher('Nasrin Akter', 'Department of Food Technology and Rural Industries', 'bau'),
  hassan: researcher('Nurul Hassan', 'Department of Animal Science', 'upm', 3957),
  lim: researcher('Wei Ling Lim', 'Institute of Tropical Agriculture and Food Security', 'upm'),
  santos: researcher('Maria Cristina Santos', 'Institute of Plant Breeding', 'uplb', 4059),
  nguyen: researcher('Nguyen Van Thanh', 'College of Environment and Natural Resources', 'ctu', 4161),
  wang: researcher('Wang Lei', 'College of Resources and Environmental Sciences', 'cau', 4263),
  zhang: researcher('Zhang Min', 'College of Resources and Environmental Sciences', 'cau'),
  oliveira: researcher('Rafael Oliveira', 'Plant Protection Laboratory', 'embrapa', 4365),
  quispe: researcher('Lucía Quispe', 'Departamento de Suelos', 'unalm', 4467),
  restrepo: researcher('Camila Restrepo', 'Tropical Forages Program', 'ciat', 4569),
  miller: researcher('Sarah Miller', 'Department of Animal Science', 'ucd', 4671),
  thompson: researcher('James Thompson', 'School of Agriculture and Food Sustainability', 'uq', 4773),
} satisfies Record<string, DemoResearcher>;

export type ResearcherKey = keyof typeof RESEARCHERS;
