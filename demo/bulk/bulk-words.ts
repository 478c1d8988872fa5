import type { DemoCategory } from '../content/categories';

/**
 * Word pools of the bulk generator: each research field has its own subjects, treatments,
 * outcomes and methods, so that generated titles and abstracts use the vocabulary of their
 * field and full-text search over many papers behaves as it would on a real archive.
 */
export interface FieldPool {
  category: DemoCategory;
  subjects: string[];
  treatments: string[];
  outcomes: string[];
  conditions: string[];
  methods: string[];
  keywords: string[];
}

export const FIELD_POOLS: FieldPool[] = [
  {
    category: 'Crop Science and Production',
    subjects: ['cassava', 'maize', 'sorghum', 'pearl millet', 'cowpea', 'groundnut', 'soybean', 'rice', 'yam', 'sweet potato', 'common bean', 'wheat', 'plantain', 'tomato', 'okra', 'pepper', 'sesame', 'cotton', 'cocoa', 'coffee'],
    treatments: ['plant density', 'nitrogen fertiliser', 'phosphorus application', 'planting date', 'intercropping', 'improved varieties', 'weed control', 'seed priming', 'mulching', 'supplementary irrigation', 'foliar zinc', 'row spacing', 'hybrid seed', 'crop rotation'],
    outcomes: ['grain yield', 'yield stability', 'nutrient uptake', 'harvest index', 'dry matter accumulation', 'water use efficiency', 'root yield', 'leaf area index', 'seed quality', 'pest incidence', 'disease severity', 'growth and yield components'],
    conditions: ['terminal drought', 'heat stress', 'low soil fertility', 'rainfed conditions', 'irrigated conditions', 'late planting', 'acid soils', 'Striga infestation'],
    methods: ['a randomised complete block design with four replications', 'a split-plot design over two seasons', 'multi-location trials at five sites', 'an alpha-lattice design with three replications', 'on-farm trials managed by farmers'],
    keywords: ['agronomy', 'yield', 'genotype', 'fertiliser', 'intercropping', 'drought', 'varieties', 'smallholder', 'nitrogen', 'cropping systems', 'breeding', 'weed management'],
  },
  {
    category: 'Animal Science and Production',
    subjects: ['broiler chickens', 'laying hens', 'indigenous chickens', 'West African Dwarf goats', 'Yankasa sheep', 'crossbred dairy cows', 'weaner pigs', 'rabbits', 'Japanese quail', 'Boran steers', 'turkeys', 'guinea fowl', 'dairy goats', 'Red Sokoto goats'],
    treatments: ['dietary enzyme supplementation', 'cassava peel meal', 'palm kernel cake', 'leaf meal supplementation', 'probiotics', 'heat stress mitigation', 'concentrate supplementation', 'feed restriction', 'housing systems', 'herbal additives', 'vitamin E supplementation', 'crop residue feeding'],
    outcomes: ['growth performance', 'carcass characteristics', 'haematological parameters', 'egg quality', 'milk yield and composition', 'nutrient digestibility', 'reproductive performance', 'rumen fermentation', 'meat quality', 'serum biochemistry', 'feed conversion'],
    conditions: ['the humid tropics', 'semi-intensive management', 'extensive grazing', 'the dry season', 'smallholder conditions', 'hot climates'],
    methods: ['a completely randomised design with five replicates', 'a feeding trial lasting 56 days', 'a 4 x 4 Latin square design', 'a cross-sectional survey of herds', 'a digestibility trial with total faecal collection'],
    keywords: ['animal nutrition', 'poultry', 'ruminants', 'livestock', 'feed additives', 'growth', 'carcass', 'blood profile', 'feed efficiency', 'animal welfare', 'small ruminants'],
  },
  {
    category: 'Fisheries and Aquaculture',
    subjects: ['Nile tilapia', 'African catfish', 'common carp', 'rainbow trout', 'giant freshwater prawn', 'Pangasius catfish', 'silver carp', 'mud crab', 'seaweed', 'Heterobranchus longifilis'],
    treatments: ['plant protein diets', 'insect meal', 'stocking density', 'feeding frequency', 'biofloc technology', 'pond fertilisation', 'probiotic supplementation', 'recirculating systems', 'fishmeal replacement', 'duckweed meal'],
    outcomes: ['growth and survival', 'feed utilisation', 'body composition', 'water quality', 'disease resistance', 'haematology', 'fillet yield', 'production economics'],
    conditions: ['earthen ponds', 'floating cages', 'concrete tanks', 'integrated farming systems', 'small reservoirs', 'brackish water'],
    methods: ['triplicate tanks over 70 days', 'a 12-week feeding trial', 'a survey of fish farms', 'monthly monitoring over one year', 'on-farm pond trials'],
    keywords: ['aquaculture', 'fish nutrition', 'aquafeed', 'fisheries', 'water quality', 'growth', 'cage culture', 'pond culture', 'fish health'],
  },
  {
    category: 'Soil Science and Land Management',
    subjects: ['Alfisols', 'Ultisols', 'Vertisols', 'sandy soils', 'degraded croplands', 'rice paddies', 'hillside farms', 'savanna soils', 'tea plantations', 'vegetable fields'],
    treatments: ['biochar', 'compost', 'green manure', 'reduced tillage', 'lime application', 'cover crops', 'animal manure', 'residue retention', 'agroforestry hedgerows', 'mineral fertiliser'],
    outcomes: ['soil organic carbon', 'aggregate stability', 'nutrient availability', 'microbial biomass', 'soil erosion', 'infiltration', 'cation exchange capacity', 'bulk density', 'soil respiration', 'phosphorus fractions'],
    conditions: ['continuous cropping', 'long-term fertilisation', 'land-use change', 'steep slopes', 'semi-arid conditions', 'high rainfall'],
    methods: ['a long-term field experiment', 'paired-plot sampling on farms', 'an incubation study', 'a chronosequence of fields', 'grid sampling and geostatistics'],
    keywords: ['soil fertility', 'soil carbon', 'soil health', 'land degradation', 'organic amendments', 'tillage', 'nutrient management', 'soil physics', 'erosion'],
  },
  {
    category: 'Food Science and Technology',
    subjects: ['fermented cassava products', 'maize flour', 'sorghum beverages', 'smoked fish', 'fresh milk', 'vegetable salads', 'groundnut paste', 'baobab pulp', 'fruit juices', 'bread', 'dried tomatoes', 'cowpea flour', 'yoghurt', 'palm oil'],
    treatments: ['fermentation', 'drying methods', 'blanching', 'fortification', 'packaging materials', 'storage temperature', 'solar drying', 'germination', 'extrusion', 'hermetic storage'],
    outcomes: ['nutritional composition', 'microbial quality', 'aflatoxin levels', 'sensory acceptability', 'shelf life', 'antioxidant activity', 'mineral bioaccessibility', 'functional properties', 'vitamin retention', 'physicochemical properties'],
    conditions: ['ambient storage', 'street vending', 'household processing', 'small-scale processing', 'cold chain limitations', 'retail markets'],
    methods: ['laboratory analyses in triplicate', 'a consumer panel of 60 assessors', 'a market survey with laboratory testing', 'a storage study over six months', 'a factorial processing experiment'],
    keywords: ['food safety', 'food processing', 'nutrition', 'mycotoxins', 'fermentation', 'sensory evaluation', 'shelf life', 'post-harvest', 'food quality'],
  },
  {
    category: 'Agricultural Economics and Extension',
    subjects: ['smallholder rice farmers', 'cassava processors', 'maize producers', 'women farmers', 'rural youth', 'dairy cooperatives', 'vegetable traders', 'cocoa farmers', 'pastoralists', 'farmer groups'],
    treatments: ['access to credit', 'extension contact', 'mobile advisory services', 'contract farming', 'input subsidies', 'cooperative membership', 'land tenure security', 'market information', 'crop insurance', 'off-farm income'],
    outcomes: ['technical efficiency', 'technology adoption', 'household income', 'food security', 'market participation', 'profitability', 'poverty status', 'welfare', 'input use', 'willingness to pay'],
    conditions: ['rural communities', 'peri-urban areas', 'drought-prone districts', 'post-conflict areas', 'remote villages'],
    methods: ['a multistage random sample of 400 households', 'propensity score matching', 'a stochastic frontier model', 'an endogenous switching regression', 'a discrete choice experiment', 'focus group discussions and a survey'],
    keywords: ['agricultural economics', 'extension', 'adoption', 'efficiency', 'household survey', 'impact evaluation', 'livelihoods', 'markets', 'rural development', 'gender'],
  },
  {
    category: 'Forestry and Wildlife Management',
    subjects: ['teak plantations', 'miombo woodlands', 'mangrove forests', 'community forests', 'shea parklands', 'eucalyptus woodlots', 'protected areas', 'riparian forests', 'bamboo stands', 'secondary forests'],
    treatments: ['selective logging', 'fire management', 'community management', 'thinning regimes', 'enrichment planting', 'grazing exclusion', 'charcoal production', 'restoration planting'],
    outcomes: ['tree species diversity', 'above-ground biomass', 'natural regeneration', 'carbon stocks', 'stand structure', 'wildlife abundance', 'timber volume', 'non-timber forest products'],
    conditions: ['high human pressure', 'dry tropical climates', 'protected area buffer zones', 'degraded landscapes'],
    methods: ['permanent sample plots', 'line transects', 'destructive sampling of 60 trees', 'remote sensing and field inventory', 'household interviews and plot inventories'],
    keywords: ['forestry', 'biodiversity', 'carbon', 'regeneration', 'agroforestry', 'wildlife', 'forest management', 'allometry', 'deforestation'],
  },
  {
    category: 'Environmental Sciences',
    subjects: ['irrigated rice systems', 'urban streams', 'groundwater', 'wetlands', 'vegetable farms', 'dairy farms', 'river catchments', 'greenhouse systems'],
    treatments: ['alternate wetting and drying', 'pesticide use', 'wastewater irrigation', 'nitrogen fertilisation', 'manure management', 'buffer strips', 'constructed wetlands'],
    outcomes: ['methane emissions', 'nitrous oxide emissions', 'nitrate leaching', 'heavy metal accumulation', 'pesticide residues', 'water quality', 'ecological risk', 'carbon footprint'],
    conditions: ['intensive production', 'peri-urban agriculture', 'monsoon climate', 'dry season irrigation'],
    methods: ['closed static chambers', 'monthly water sampling at 15 sites', 'lysimeter measurements', 'life cycle assessment', 'risk quotient analysis'],
    keywords: ['greenhouse gases', 'water pollution', 'pesticides', 'environmental risk', 'heavy metals', 'nitrate', 'mitigation', 'ecosystem services'],
  },
  {
    category: 'Climate Change and Agriculture',
    subjects: ['maize-based systems', 'smallholder farmers', 'pastoral systems', 'rainfed agriculture', 'coastal farming communities', 'dryland cereals'],
    treatments: ['adaptation strategies', 'climate information services', 'drought-tolerant varieties', 'index-based insurance', 'water harvesting', 'climate-smart practices'],
    outcomes: ['vulnerability', 'yield projections', 'adaptive capacity', 'food security', 'resilience', 'rainfall variability'],
    conditions: ['future climate scenarios', 'semi-arid regions', 'recurrent drought', 'flood-prone areas'],
    methods: ['an ensemble of crop models', 'trend analysis of 40 years of weather data', 'a household survey and multivariate probit model', 'participatory vulnerability assessment'],
    keywords: ['climate change', 'adaptation', 'resilience', 'climate variability', 'crop modelling', 'drought', 'climate-smart agriculture', 'risk'],
  },
  {
    category: 'Plant and Animal Biotechnology',
    subjects: ['rice', 'cassava', 'banana', 'indigenous cattle', 'tilapia strains', 'cowpea', 'sorghum', 'goat populations', 'wheat'],
    treatments: ['genome editing', 'marker-assisted selection', 'tissue culture', 'genomic selection', 'RNA interference', 'somatic embryogenesis'],
    outcomes: ['genetic diversity', 'disease resistance', 'population structure', 'gene expression', 'regeneration efficiency', 'quantitative trait loci', 'virus detection'],
    conditions: ['field conditions', 'controlled environments', 'farmer-managed populations'],
    methods: ['SNP genotyping', 'microsatellite markers', 'RT-PCR', 'whole-genome sequencing', 'CRISPR/Cas9 editing', 'genome-wide association analysis'],
    keywords: ['biotechnology', 'genomics', 'molecular markers', 'genetic diversity', 'genome editing', 'tissue culture', 'breeding', 'diagnostics'],
  },
  {
    category: 'Agricultural Engineering and Mechanization',
    subjects: ['cassava graters', 'solar dryers', 'drip irrigation kits', 'threshers', 'planters', 'storage structures', 'oil expellers', 'two-wheel tractors', 'rice parboilers'],
    treatments: ['design modifications', 'operating speed', 'feed rate', 'airflow rate', 'locally sourced materials', 'solar power'],
    outcomes: ['machine efficiency', 'throughput', 'energy use', 'product quality', 'field capacity', 'cost of operation', 'drying rate'],
    conditions: ['small-scale processing', 'village workshops', 'smallholder farms', 'off-grid locations'],
    methods: ['a factorial performance test', 'field testing on 12 farms', 'a techno-economic analysis', 'drying kinetics modelling'],
    keywords: ['mechanisation', 'agricultural engineering', 'post-harvest technology', 'irrigation', 'machine design', 'energy', 'processing'],
  },
  {
    category: 'Agricultural Biodiversity and Conservation',
    subjects: ['crop landraces', 'pollinators', 'indigenous vegetables', 'wild relatives of crops', 'local livestock breeds', 'home gardens', 'soil fauna'],
    treatments: ['on-farm conservation', 'landscape heterogeneity', 'community seed banks', 'habitat management', 'participatory selection'],
    outcomes: ['species richness', 'genetic erosion', 'pollination services', 'diversity indices', 'conservation status', 'traditional knowledge'],
    conditions: ['smallholder landscapes', 'protected area margins', 'intensifying farming systems'],
    methods: ['focus group discussions and four-cell analysis', 'pan traps and transect walks', 'morphological characterisation', 'household surveys in 20 villages'],
    keywords: ['agrobiodiversity', 'conservation', 'landraces', 'pollinators', 'genetic resources', 'underutilised species', 'ecosystem services'],
  },
];

export const REGIONS = [
  'south-western Nigeria', 'northern Nigeria', 'the Niger Delta', 'northern Ghana', 'the forest zone of Ghana', 'western Kenya', 'the Kenyan highlands', 'central Uganda', 'northern Tanzania',
  'the Ethiopian highlands', 'the Rift Valley of Ethiopia', 'central Malawi', 'southern Zambia', 'Zimbabwe', 'Mozambique', 'the Sahel of Niger', 'central Senegal', 'southern Mali', 'Burkina Faso',
  'Benin', 'Côte d\'Ivoire', 'Cameroon', 'Rwanda', 'eastern Democratic Republic of Congo', 'KwaZulu-Natal, South Africa', 'the Indo-Gangetic Plains', 'Tamil Nadu, India', 'Bangladesh',
  'the Mekong Delta', 'northern Thailand', 'Java, Indonesia', 'the Philippines', 'Sri Lanka', 'Nepal', 'the Brazilian Cerrado', 'the Peruvian Andes', 'Colombia', 'Honduras', 'Haiti',
];

export const FIRST_NAMES = [
  'Adebayo', 'Chiamaka', 'Emeka', 'Ngozi', 'Tunde', 'Aisha', 'Kwame', 'Ama', 'Kofi', 'Efua', 'Wanjiru', 'Otieno', 'Achieng', 'Kipchoge', 'Nakato', 'Mugisha', 'Neema', 'Baraka', 'Abebe',
  'Selam', 'Tesfaye', 'Thandiwe', 'Sipho', 'Lerato', 'Chikondi', 'Tendai', 'Fatou', 'Moussa', 'Aminata', 'Ibrahima', 'Mariam', 'Yusuf', 'Halima', 'Musa', 'Zainab', 'Priya', 'Arjun',
  'Lakshmi', 'Rahul', 'Farhana', 'Tanvir', 'Nguyen', 'Linh', 'Siti', 'Budi', 'Maria', 'José', 'Ana', 'Carlos', 'Lucía', 'Pedro', 'Sofia', 'Jan', 'Anna', 'Pieter', 'Emma', 'Lars', 'Ingrid',
  'James', 'Sarah', 'David', 'Grace', 'Michael', 'Rebecca', 'Wei', 'Li', 'Hiroshi', 'Yuki',
];

export const LAST_NAMES = [
  'Adeyemi', 'Okonkwo', 'Eze', 'Nwachukwu', 'Balogun', 'Ibrahim', 'Bello', 'Mensah', 'Owusu', 'Asante', 'Boateng', 'Kamau', 'Odhiambo', 'Mwangi', 'Wekesa', 'Namutebi', 'Ssempala',
  'Mushi', 'Kimaro', 'Tadesse', 'Bekele', 'Girma', 'Dlamini', 'Nkosi', 'Banda', 'Phiri', 'Moyo', 'Ndlovu', 'Diallo', 'Sow', 'Traoré', 'Keita', 'Ouédraogo', 'Kaboré', 'Sani', 'Abdullahi',
  'Sharma', 'Patel', 'Reddy', 'Iyer', 'Hossain', 'Rahman', 'Tran', 'Pham', 'Santoso', 'Wijaya', 'Reyes', 'Cruz', 'Silva', 'Souza', 'Fernández', 'Gómez', 'Rojas', 'de Jong', 'Visser',
  'Jansen', 'Hansen', 'Larsen', 'Smith', 'Brown', 'Taylor', 'Wilson', 'Chen', 'Wang', 'Liu', 'Tanaka', 'Sato',
];

export const INSTITUTIONS = [
  'University of Ibadan, Nigeria', 'Obafemi Awolowo University, Nigeria', 'University of Nigeria, Nsukka, Nigeria', 'Ahmadu Bello University, Nigeria', 'University of Ghana, Ghana',
  'Kwame Nkrumah University of Science and Technology, Ghana', 'University of Nairobi, Kenya', 'Egerton University, Kenya', 'Makerere University, Uganda', 'Sokoine University of Agriculture, Tanzania',
  'Haramaya University, Ethiopia', 'Hawassa University, Ethiopia', 'University of Pretoria, South Africa', 'Stellenbosch University, South Africa', 'University of Zambia, Zambia',
  'Lilongwe University of Agriculture and Natural Resources, Malawi', 'University of Zimbabwe, Zimbabwe', 'Université Cheikh Anta Diop, Senegal', 'Université d\'Abomey-Calavi, Benin',
  'University of Rwanda, Rwanda', 'Tamil Nadu Agricultural University, India', 'Punjab Agricultural University, India', 'Bangladesh Agricultural University, Bangladesh', 'Kasetsart University, Thailand',
  'IPB University, Indonesia', 'University of the Philippines Los Baños, Philippines', 'Universidade Federal de Viçosa, Brazil', 'Universidad Nacional Agraria La Molina, Peru',
  'Wageningen University & Research, The Netherlands', 'University of Copenhagen, Denmark', 'University of Reading, United Kingdom', 'University of Florida, United States',
];

export const DEPARTMENTS: Record<string, string> = {
  'Crop Science and Production': 'Department of Agronomy',
  'Animal Science and Production': 'Department of Animal Science',
  'Fisheries and Aquaculture': 'Department of Fisheries and Aquaculture',
  'Soil Science and Land Management': 'Department of Soil Science',
  'Food Science and Technology': 'Department of Food Science and Technology',
  'Agricultural Economics and Extension': 'Department of Agricultural Economics',
  'Forestry and Wildlife Management': 'Department of Forestry and Wildlife',
  'Environmental Sciences': 'Department of Environmental Science',
  'Climate Change and Agriculture': 'Centre for Climate Change and Food Security',
  'Plant and Animal Biotechnology': 'Institute of Biotechnology',
  'Agricultural Engineering and Mechanization': 'Department of Agricultural Engineering',
  'Agricultural Biodiversity and Conservation': 'Department of Biodiversity and Conservation',
};
