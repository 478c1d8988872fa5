import type { PublishedPaperSpec } from './paper-spec';

/** Volume 8 (2024) of the demo journal: issues 1 and 2 with six articles, issue 3 with eight. */
export const VOLUME_8_PAPERS: PublishedPaperSpec[] = [
  // ---- Vol. 8, No. 1 (March 15, 2024)
  {
    issue: '8/1',
    slug: 'isfm-soil-carbon-central-kenya',
    category: 'Soil Science and Land Management',
    title: 'Soil organic carbon sequestration under integrated soil fertility management in the Central Highlands of Kenya: evidence from a twelve-year field experiment',
    keywords: ['soil organic carbon', 'integrated soil fertility management', 'manure', 'Tithonia diversifolia', 'long-term experiment'],
    authors: ['kimani', 'chebet', 'verhoeven', 'hughes', 'subramanian'],
    site: 'the long-term trial at Kandara, Murang\'a County, Kenya',
    background:
      'Smallholder farms in the Central Highlands of Kenya have lost much of their soil organic carbon through decades of continuous maize cropping, and integrated soil fertility management is promoted to reverse this decline while raising yields.',
    objective: 'This study quantified changes in soil organic carbon stocks and maize yields after twelve years of contrasting organic and mineral nutrient inputs.',
    methods:
      'A randomised complete block experiment with four replications compared a control, mineral fertiliser alone, cattle manure, Tithonia diversifolia biomass, maize stover and their combinations with half-rate mineral fertiliser, each supplying 60 kg N/ha per season. Soil was sampled to 30 cm at the start and after years 6 and 12, and carbon fractions were determined by particle-size fractionation.',
    results:
      'Soil organic carbon stocks declined by 0.41 Mg C/ha per year in the control and by 0.18 Mg C/ha per year with mineral fertiliser alone. Manure combined with mineral fertiliser increased stocks by 0.33 Mg C/ha per year, mainly in the particulate organic matter fraction, and Tithonia treatments maintained the initial stocks. Maize yields were highest with manure plus mineral fertiliser (5.2 t/ha on average), 31% above mineral fertiliser alone, and the difference grew over time.',
    conclusion: 'Combining manure with mineral fertiliser both sequesters carbon and raises yields, making it the most promising strategy for the region where manure is available.',
  },
  {
    issue: '8/1',
    slug: 'probiotic-bacillus-laying-hens',
    category: 'Animal Science and Production',
    title: 'Effects of dietary Bacillus subtilis probiotic on egg production, eggshell quality and intestinal health of laying hens in a hot climate',
    keywords: ['probiotic', 'Bacillus subtilis', 'laying hens', 'eggshell quality', 'gut morphology'],
    authors: ['abubakar', 'sani', 'hassan', 'lim'],
    site: 'the poultry research unit of Bayero University Kano, Nigeria',
    background:
      'Restrictions on antibiotic growth promoters and the high temperatures of the Sudan savanna challenge the productivity of commercial layer flocks in northern Nigeria, and probiotics are being tested as alternatives.',
    objective: 'We evaluated the effect of a spore-forming Bacillus subtilis probiotic on laying performance, egg quality and intestinal morphology of hens during the hot season.',
    methods:
      'Three hundred and sixty Isa Brown hens aged 28 weeks were assigned to four diets with 0, 250, 500 or 750 mg/kg of a commercial Bacillus subtilis preparation, with six replicates of 15 hens, for 16 weeks during which house temperatures exceeded 35 °C on most afternoons. Hen-day production, egg quality, serum biochemistry, ileal morphology and caecal microbial counts were measured.',
    results:
      'Hens fed 500 mg/kg had 5.8 percentage points higher hen-day egg production and a better feed conversion per dozen eggs than the control. Eggshell thickness and breaking strength improved at 500 and 750 mg/kg, and the proportion of cracked eggs fell from 4.1% to 2.2%. Villus height and the villus-to-crypt ratio increased, caecal Escherichia coli counts decreased and lactobacilli increased with probiotic supplementation.',
    conclusion: 'Supplementing layer diets with 500 mg/kg of Bacillus subtilis improves production and shell quality under heat stress and is a practical alternative to antibiotic growth promoters.',
  },
  {
    issue: '8/1',
    slug: 'gender-cassava-processors-efficiency',
    category: 'Agricultural Economics and Extension',
    title: 'Gender differences in access to productive resources and the technical efficiency of cassava processors in south-eastern Nigeria',
    keywords: ['gender', 'cassava processing', 'technical efficiency', 'garri', 'decomposition analysis'],
    authors: ['okafor', 'eze', 'ogbonna'],
    primary: 1,
    site: 'Enugu and Anambra States, Nigeria',
    background:
      'Women carry out most cassava processing in Nigeria, turning roots into garri, fufu and starch, yet they often have less access than men to credit, mechanised equipment and extension advice.',
    objective: 'This paper compared the technical efficiency of female- and male-managed processing enterprises and decomposed the efficiency gap into differences in resources and in returns to resources.',
    methods:
      'Data were collected from 300 processors (182 women and 118 men) selected by multistage sampling. Stochastic frontier production functions were estimated for each group, and an Oaxaca-Blinder decomposition separated the endowment and coefficient effects.',
    results:
      'Mean technical efficiency was 0.64 for women and 0.73 for men. About 70% of the gap was explained by differences in endowments, notably access to mechanised graters and presses, credit and processing experience, while the remainder reflected differences in returns. Women who belonged to processing cooperatives were as efficient as men, and access to a shared pressing machine alone raised predicted efficiency by 0.07.',
    conclusion: 'Policies that improve women\'s access to processing equipment through cooperatives and targeted credit would close most of the efficiency gap.',
  },
  {
    issue: '8/1',
    slug: 'drip-irrigation-kit-tomato-senegal',
    category: 'Agricultural Engineering and Mechanization',
    title: 'Performance of a low-cost gravity drip irrigation kit on tomato yield and water productivity in the Sahelian zone of Senegal',
    keywords: ['drip irrigation', 'water productivity', 'tomato', 'Sahel', 'smallholder irrigation'],
    authors: ['diop', 'ndiaye', 'vanDijk'],
    site: 'market gardens in the Niayes zone and at Ndiol, Senegal',
    background:
      'Vegetable growers in the Sahel irrigate by hand with watering cans, which is labour-intensive and wastes scarce groundwater, while commercial drip systems are beyond the means of most smallholders.',
    objective: 'We evaluated a locally assembled gravity-fed drip kit against traditional watering-can irrigation in terms of uniformity, water use, labour and tomato yield.',
    methods:
      'Kits for 500 m2 plots, fed from a 1 m3 tank raised 1.5 m, were installed on 12 farms alongside control plots irrigated by watering can during two dry seasons. Emission uniformity, applied water, labour time, fruit yield and marketable quality were measured, and a partial budget analysis was carried out.',
    results:
      'Emission uniformity averaged 86% and remained above 80% after two seasons with simple filter cleaning. Drip plots received 38% less water and required 62% less labour for irrigation, while marketable tomato yield increased from 21.4 to 27.9 t/ha. Water productivity doubled, from 5.1 to 10.6 kg/m3, and the kit paid back its cost within the first season on all but one farm.',
    conclusion: 'Low-cost gravity drip kits are technically and economically viable for Sahelian vegetable growers and would ease pressure on shallow aquifers.',
  },
  {
    issue: '8/1',
    slug: 'cowpea-maize-intercrop-striga',
    category: 'Crop Science and Production',
    title: 'Intercropping cowpea with maize improves the land equivalent ratio and suppresses Striga hermonthica in the northern Guinea savanna of Nigeria',
    keywords: ['intercropping', 'Striga hermonthica', 'cowpea', 'land equivalent ratio', 'maize'],
    authors: ['musa', 'lawal', 'obi', 'moyo'],
    site: 'on-station and on-farm trials around Zaria and Kano, Nigeria',
    background:
      'The parasitic weed Striga hermonthica causes severe maize yield losses in the savannas of West Africa, particularly on poor soils where smallholders cannot afford herbicide-coated seed or heavy fertilisation.',
    objective: 'This study assessed whether intercropping maize with cowpea varieties that induce suicidal germination of Striga reduces infestation and increases total productivity.',
    methods:
      'Sole maize, sole cowpea and three maize-cowpea arrangements (1:1, 2:1 and 2:2 rows) were compared using a Striga-tolerant maize hybrid and two cowpea varieties in a randomised complete block design on naturally infested fields over three seasons. Emerged Striga was counted at 8, 10 and 12 weeks after sowing.',
    results:
      'Intercropping reduced emerged Striga counts by 38-57% compared with sole maize, with the greatest reduction in the 2:2 arrangement with the more vigorous cowpea variety. Maize yield in the intercrop was 12% lower than in sole maize, but the land equivalent ratio ranged from 1.29 to 1.47 and gross margins were 34% higher. The Striga seed bank in the soil declined by 41% over the three seasons under intercropping.',
    conclusion: 'The 2:2 maize-cowpea intercrop is recommended for Striga-infested fields, as it lowers the parasite seed bank and provides an additional protein-rich crop.',
  },
  {
    issue: '8/1',
    slug: 'fermented-soybean-meal-african-catfish',
    category: 'Fisheries and Aquaculture',
    title: 'Replacement of fishmeal with fermented soybean meal in diets of African catfish (Clarias gariepinus) fingerlings',
    keywords: ['African catfish', 'fermented soybean meal', 'fishmeal replacement', 'digestive enzymes', 'aquafeed'],
    authors: ['otieno', 'ssemakula', 'rahman', 'nguyen'],
    site: 'the Kajjansi Aquaculture Research and Development Centre, Uganda',
    background:
      'Soybean meal is a widely available plant protein, but antinutritional factors limit its use in catfish diets, and fermentation with lactic acid bacteria may overcome these limits at a low cost.',
    objective: 'We investigated the growth, nutrient digestibility and digestive enzyme activity of African catfish fingerlings fed increasing levels of fermented soybean meal in place of fishmeal.',
    methods:
      'Soybean meal was fermented for 48 hours with Lactobacillus plantarum, which reduced trypsin inhibitor activity by 79%. Six diets replaced 0 to 100% of fishmeal in 20% steps and were fed to triplicate groups of fingerlings (initial weight 6.2 g) for ten weeks in a recirculating system.',
    results:
      'Growth and feed conversion were not affected up to 60% replacement, whereas unfermented soybean meal at the same level reduced weight gain by 15% in a parallel treatment. Apparent protein digestibility remained above 85% up to 60% replacement, and intestinal protease activity was higher in fish fed fermented meal. At 80% and 100% replacement growth declined, probably because of lower methionine and palatability.',
    conclusion: 'Fermented soybean meal can replace 60% of fishmeal in catfish fingerling diets, reducing feed cost by about a fifth.',
  },

  // ---- Vol. 8, No. 2 (June 15, 2024)
  {
    issue: '8/2',
    slug: 'awd-rice-greenhouse-gases-mekong',
    category: 'Environmental Sciences',
    title: 'Methane and nitrous oxide emissions from irrigated rice under alternate wetting and drying in the Mekong Delta',
    keywords: ['alternate wetting and drying', 'methane', 'nitrous oxide', 'rice', 'greenhouse gas mitigation'],
    authors: ['nguyen', 'santos', 'wang', 'nielsen'],
    site: 'farmers\' fields in An Giang and Can Tho provinces, Vietnam',
    background:
      'Continuously flooded rice is a major source of methane, and alternate wetting and drying is promoted as a water-saving practice that could also reduce emissions, although it may increase nitrous oxide.',
    objective: 'This study measured methane and nitrous oxide emissions, yield and water use under alternate wetting and drying compared with continuous flooding over four seasons.',
    methods:
      'Paired fields in two provinces were managed with continuous flooding or safe alternate wetting and drying, in which fields were re-flooded when the water table fell 15 cm below the soil surface. Gas fluxes were measured weekly with closed chambers and gas chromatography in dry and wet seasons, and yield and irrigation water were recorded.',
    results:
      'Alternate wetting and drying reduced seasonal methane emissions by 41% in the dry season and 29% in the wet season, while nitrous oxide emissions increased slightly but remained small. The global warming potential per tonne of grain decreased by 35% on average. Grain yield did not differ significantly between practices (6.4 versus 6.5 t/ha), and irrigation water use fell by 24% in the dry season.',
    conclusion: 'Alternate wetting and drying is an effective mitigation option for the Mekong Delta that saves water without yield loss, particularly in the dry season.',
  },
  {
    issue: '8/2',
    slug: 'cassava-drought-tolerance',
    category: 'Crop Science and Production',
    title: 'Drought tolerance of improved cassava genotypes: leaf retention, stomatal conductance and storage root yield under terminal water stress',
    keywords: ['cassava', 'drought tolerance', 'leaf retention', 'stomatal conductance', 'derived savanna'],
    authors: ['adeyemo', 'olaniyan', 'akinwale'],
    site: 'the Teaching and Research Farm of the University of Ibadan and Ogbomoso, Nigeria',
    background:
      'Cassava is considered drought tolerant, but prolonged dry seasons in the derived savanna of Nigeria still cause heavy yield losses, and breeding programmes need reliable physiological indicators of tolerance.',
    objective: 'We compared the physiological responses and yield of improved cassava genotypes under terminal drought and identified traits that predict yield stability.',
    methods:
      'Eighteen genotypes were planted late in the rainy season so that the crop experienced a five-month dry period from the fourth month after planting, and compared with well-watered plots under supplementary irrigation. Leaf retention, stomatal conductance, leaf water potential, canopy temperature and storage root yield were measured in two seasons.',
    results:
      'Drought reduced fresh storage root yield by 23-61% depending on genotype. Tolerant genotypes retained more leaves at the end of the dry season, closed their stomata earlier during the day and maintained higher leaf water potential. Leaf retention score was the trait most strongly correlated with yield under stress (r = 0.78) and had high broad-sense heritability (0.71). Three genotypes combined high yield under both conditions with rapid recovery after the rains resumed.',
    conclusion: 'Leaf retention is a simple and heritable selection criterion for drought tolerance, and the three tolerant genotypes are recommended for the drier margins of the cassava belt.',
    funding: 'Funded by the University of Ibadan Senate Research Grant.',
  },
  {
    issue: '8/2',
    slug: 'fusarium-ear-rot-fumonisin-cerrado',
    category: 'Crop Science and Production',
    title: 'Diversity of Fusarium species causing maize ear rot and fumonisin contamination of grain in the Brazilian Cerrado',
    keywords: ['Fusarium verticillioides', 'ear rot', 'fumonisins', 'maize', 'mycotoxins'],
    authors: ['oliveira', 'kumar', 'miller'],
    site: 'commercial maize fields in Goiás, Mato Grosso and the Federal District, Brazil',
    background:
      'Maize grown as a second crop after soybean in the Cerrado often matures under humid conditions that favour Fusarium ear rot, and fumonisin contamination threatens both exports and domestic food and feed safety.',
    objective: 'This study characterised the Fusarium species associated with ear rot and related their occurrence and fumonisin levels to cropping season and hybrid.',
    methods:
      'Ears were collected from 64 fields across two seasons. Fungal isolates were identified by morphology and sequencing of the translation elongation factor gene, and fumonisins B1 and B2 in grain were quantified by liquid chromatography-tandem mass spectrometry.',
    results:
      'Fusarium verticillioides made up 78% of isolates, followed by F. proliferatum and F. subglutinans. Fumonisins were detected in 92% of samples, and 18% exceeded the Brazilian limit of 5,000 µg/kg for maize grain. Contamination was twice as high in the second crop as in the main season and was lower in hybrids with good husk cover and in fields where insect damage was controlled.',
    conclusion: 'Choosing hybrids with good husk cover, controlling ear-feeding insects and avoiding late harvest are key to reducing fumonisin risk in Cerrado maize.',
  },
  {
    issue: '8/2',
    slug: 'pollinators-smallholder-coffee-ethiopia',
    category: 'Agricultural Biodiversity and Conservation',
    title: 'Pollinator diversity and pollination services in smallholder coffee farms of south-western Ethiopia',
    keywords: ['pollinators', 'Coffea arabica', 'bees', 'ecosystem services', 'landscape heterogeneity'],
    authors: ['gebre', 'desta', 'nielsen'],
    site: 'coffee-growing kebeles around Jimma, Ethiopia',
    background:
      'Although arabica coffee can self-pollinate, visits by bees increase fruit set and bean weight, and the forests and semi-natural habitats that support pollinators in south-western Ethiopia are being converted to farmland.',
    objective: 'We assessed how pollinator communities and coffee fruit set vary with the amount of forest and semi-natural habitat around smallholder farms.',
    methods:
      'Flower visitors were observed and collected on 30 farms along a gradient of forest cover within 1 km during two flowering seasons. Pollinator exclusion experiments on 600 branches compared open, bagged and hand-pollinated flowers, and fruit set and bean weight were recorded.',
    results:
      'We recorded 47 bee species, with honeybees accounting for 58% of visits and stingless and solitary bees for most of the remainder. Species richness and visitation rate increased with forest cover. Open pollination increased fruit set by 18% and bean weight by 7% compared with bagged branches, and the benefit was greatest on farms with more than 30% forest cover in the surrounding landscape.',
    conclusion: 'Conserving forest patches around coffee farms sustains a diverse pollinator community and raises yields, adding an economic argument for forest protection.',
  },
  {
    issue: '8/2',
    slug: 'indigenous-chicken-microsatellite-diversity',
    category: 'Plant and Animal Biotechnology',
    title: 'Genetic diversity and population structure of indigenous chicken ecotypes in Tanzania revealed by microsatellite markers',
    keywords: ['indigenous chicken', 'microsatellites', 'genetic diversity', 'population structure', 'conservation'],
    authors: ['mwakalinga', 'dzomeku', 'sani', 'hassan', 'gebre'],
    primary: 1,
    site: 'villages in seven agro-ecological zones of Tanzania',
    background:
      'Indigenous chickens provide meat, eggs and income to most rural households in Tanzania and are adapted to scavenging under harsh conditions, but uncontrolled crossbreeding with exotic breeds may erode their genetic resources.',
    objective: 'This study characterised the genetic diversity and population structure of local chicken ecotypes to guide conservation and breeding.',
    methods:
      'Blood samples were collected from 420 birds of eight named ecotypes and two commercial reference lines and genotyped at 25 microsatellite loci recommended for diversity studies. Diversity indices, F-statistics, principal coordinates and Bayesian clustering were used to analyse the data.',
    results:
      'All loci were polymorphic, with a mean of 8.4 alleles per locus and expected heterozygosity of 0.69 in indigenous ecotypes, higher than in the commercial lines. Genetic differentiation between ecotypes was low (FST = 0.047), indicating considerable gene flow, but the Kuchi and Ching\'wekwe ecotypes formed distinct clusters. Admixture with commercial lines was detected in 14% of birds from peri-urban villages.',
    conclusion: 'Tanzanian chickens retain high genetic diversity, and the distinct Kuchi and Ching\'wekwe ecotypes should be prioritised for conservation.',
  },
  {
    issue: '8/2',
    slug: 'weather-index-insurance-northern-ghana',
    category: 'Climate Change and Agriculture',
    title: 'Weather index insurance uptake and its effect on input investment among smallholder farmers in northern Ghana',
    keywords: ['weather index insurance', 'risk management', 'input investment', 'basis risk', 'smallholder farmers'],
    authors: ['abdulai', 'amoah', 'kiprop'],
    site: 'the Northern and Upper West Regions of Ghana',
    background:
      'Drought risk discourages smallholder farmers in northern Ghana from investing in fertiliser and improved seed, and weather index insurance has been introduced to transfer part of this risk, but uptake remains low.',
    objective: 'This paper analysed the determinants of insurance uptake and the effect of being insured on investment in agricultural inputs.',
    methods:
      'A panel of 520 households was surveyed in two consecutive seasons. A double-hurdle model explained the decision to insure and the area insured, and an instrumental variable approach, using distance to the nearest insurance agent and participation in awareness sessions, estimated the effect of insurance on input expenditure.',
    results:
      'Only 23% of households bought insurance. Trust in the insurer, understanding of the index, access to credit and previous experience of payouts increased uptake, while perceived basis risk reduced it. Insured households spent 28% more on fertiliser and were 15 percentage points more likely to plant improved maize varieties, and the effect was strongest among farmers who had received a payout in the previous year.',
    conclusion: 'Index insurance encourages productive investment, and uptake could be increased by reducing basis risk and bundling insurance with credit.',
  },

  // ---- Vol. 8, No. 3 (September 15, 2024)
  {
    issue: '8/3',
    slug: 'acid-soils-lime-requirement-peruvian-amazon',
    category: 'Soil Science and Land Management',
    title: 'Spatial variability of soil acidity and lime requirement in smallholder fields of the Peruvian Amazon',
    keywords: ['soil acidity', 'aluminium toxicity', 'liming', 'geostatistics', 'Amazon'],
    authors: ['quispe', 'restrepo', 'oliveira'],
    site: 'smallholder farms in the San Martín and Ucayali regions, Peru',
    background:
      'Acid soils with toxic levels of exchangeable aluminium limit crop yields in much of the Peruvian Amazon, but liming recommendations are usually given as blanket rates that ignore the large variability within and between fields.',
    objective: 'This study mapped the spatial variability of soil acidity and estimated the lime requirement at field and landscape scales.',
    methods:
      'Soils were sampled at 0-20 cm on a 50 m grid over 1,200 ha of cropland and pasture (612 samples). Soil pH, exchangeable aluminium, base saturation and organic matter were determined, semivariograms were fitted, and lime requirement was estimated by the aluminium saturation method and mapped by ordinary kriging.',
    results:
      'Soil pH ranged from 3.9 to 6.1 and aluminium saturation from 2% to 78%, with spatial dependence up to 410 m. Lime requirement varied between 0 and 3.8 t/ha, and 31% of the area required no lime at all. Variable-rate application based on the kriged maps would reduce lime use by 36% compared with a uniform rate of 2 t/ha while correcting aluminium toxicity on all affected land.',
    conclusion: 'Site-specific liming guided by simple grid sampling can cut costs for smallholders and avoid over-liming in the Peruvian Amazon.',
  },
  {
    issue: '8/3',
    slug: 'pearl-millet-ogi-fermentation',
    category: 'Food Science and Technology',
    title: 'Effect of traditional fermentation on antinutrients, mineral bioaccessibility and protein digestibility of pearl millet ogi',
    keywords: ['pearl millet', 'fermentation', 'phytate', 'protein digestibility', 'complementary foods'],
    authors: ['ogbonna', 'mutua', 'akter', 'lim'],
    site: 'processing households in Kano and the food chemistry laboratory of the University of Nigeria, Nsukka',
    background:
      'Ogi, a fermented cereal gruel, is the main complementary food for infants in much of West Africa, but phytates and tannins in millet limit the absorption of iron, zinc and protein from it.',
    objective: 'We measured changes in antinutrients, in vitro mineral bioaccessibility and protein digestibility during traditional ogi production from pearl millet.',
    methods:
      'Ogi was prepared in ten households following their usual practice of steeping, wet milling, sieving and fermentation, and the same grain was processed under controlled conditions for 24, 48 and 72 hours. Phytate, tannins, iron and zinc bioaccessibility after simulated digestion, and in vitro protein digestibility were determined.',
    results:
      'Traditional processing reduced phytate by 58% and tannins by 64%, with most of the loss during steeping and fermentation. Iron bioaccessibility increased from 4.2% to 11.7% and zinc from 9.8% to 21.3%. Protein digestibility increased from 68% to 83%. However, sieving removed 30-40% of the iron and zinc present in the grain, so that the total bioaccessible amounts improved less than the percentages suggest.',
    conclusion: 'Fermentation improves the nutritional value of millet ogi, and reducing the sieving losses, for example by finer milling, would make it a better complementary food.',
  },
  {
    issue: '8/3',
    slug: 'rice-fish-farming-bangladesh',
    category: 'Fisheries and Aquaculture',
    title: 'Integrated rice-fish farming in north-eastern Bangladesh: productivity, profitability and water use compared with rice monoculture',
    keywords: ['rice-fish culture', 'integrated farming', 'profitability', 'carp', 'water productivity'],
    authors: ['rahman', 'akter', 'otieno'],
    site: 'farms in the Sylhet and Sunamganj districts, Bangladesh',
    background:
      'Rice fields in the haor basin of north-eastern Bangladesh hold water for several months, and integrating fish into these fields could diversify income and diets without extra land or water.',
    objective: 'This study compared the productivity, profitability and water productivity of rice-fish systems and rice monoculture on farmers\' fields.',
    methods:
      'Forty farms practising rice-fish culture with common carp, tilapia and silver barb were compared with 40 rice monoculture farms over two Boro and two Aman seasons. Inputs, outputs, labour and water use were recorded, and a cost-benefit analysis and a pesticide-use survey were conducted.',
    results:
      'Rice yields were similar in both systems (5.1 versus 5.0 t/ha in the Boro season), while rice-fish fields produced an additional 620 kg/ha of fish. Net returns were 64% higher and the benefit-cost ratio rose from 1.31 to 1.78. Farmers with fish used 45% less insecticide, and economic water productivity doubled. The main constraints were the cost of fingerlings and the risk of fish escape during flash floods.',
    conclusion: 'Rice-fish farming is a profitable and resource-efficient option for the haor region and should be supported with fingerling supply and flood-resistant field designs.',
  },
  {
    issue: '8/3',
    slug: 'gmelina-allometric-biomass',
    category: 'Forestry and Wildlife Management',
    title: 'Allometric equations for above-ground biomass and carbon of Gmelina arborea plantations in south-western Nigeria',
    keywords: ['allometry', 'Gmelina arborea', 'biomass', 'carbon accounting', 'plantation forestry'],
    authors: ['adebayo', 'ojo', 'mbarga', 'thompson'],
    site: 'the Omo and Gambari forest reserves, Nigeria',
    background:
      'Gmelina arborea plantations cover large areas of the forest reserves of south-western Nigeria, but their biomass is usually estimated with generic equations that may misrepresent carbon stocks in national inventories.',
    objective: 'We developed species-specific allometric equations for above-ground biomass and compared them with commonly used pantropical equations.',
    methods:
      'Sixty trees from stands aged 5 to 32 years, spanning 8 to 58 cm in diameter, were felled and separated into stem, branches and leaves. Fresh weights were measured in the field and dry matter ratios in the laboratory. Power-law models using diameter, height and wood density were fitted and evaluated by cross-validation.',
    results:
      'Stem wood accounted for 71-84% of above-ground biomass, increasing with tree size. A model using diameter and height explained 97% of the variation in biomass with a mean prediction error of 9%. Pantropical equations overestimated plantation biomass by 18-27%, mainly because of the low wood density of Gmelina. Estimated carbon stocks ranged from 21 Mg C/ha in five-year-old stands to 148 Mg C/ha at 32 years.',
    conclusion: 'The new equations should be used for carbon accounting in Gmelina plantations, since generic equations substantially overestimate their stocks.',
  },
  {
    issue: '8/3',
    slug: 'motorised-cassava-peeler-evaluation',
    category: 'Agricultural Engineering and Mechanization',
    title: 'Performance evaluation of a motorised abrasive cassava peeling machine: peeling efficiency, flesh loss and throughput',
    keywords: ['cassava peeling', 'mechanisation', 'peeling efficiency', 'flesh loss', 'agro-processing'],
    authors: ['ojo', 'lawal', 'eze', 'ssemakula'],
    primary: 0,
    site: 'the agricultural engineering workshop of the Federal University of Agriculture, Abeokuta, Nigeria',
    background:
      'Manual peeling is the most labour-intensive and hazardous step in cassava processing, and the irregular shape and size of roots have made mechanical peeling difficult to achieve without large flesh losses.',
    objective: 'This study evaluated an abrasive drum peeler under different operating conditions and root characteristics.',
    methods:
      'The machine, built from locally available materials, consists of a rotating drum lined with expanded metal and a water spray. It was tested at drum speeds of 150, 200 and 250 rpm, loading rates of 20, 30 and 40 kg and peeling times of 3 to 9 minutes, using roots of three varieties sorted into size classes.',
    results:
      'Peeling efficiency increased with speed and time and reached 91% at 250 rpm after 6 minutes with a 30 kg load, with flesh loss of 6.8%. Longer peeling raised efficiency only marginally but increased flesh loss sharply. Throughput under the optimum conditions was 290 kg/h, about twelve times the rate of a manual peeler. Peeling was least effective on small and strongly curved roots.',
    conclusion: 'The peeler performs well when roots are sorted by size and can reduce the drudgery of cassava processing for small and medium enterprises.',
  },
  {
    issue: '8/3',
    slug: 'nitrate-leaching-fertigation-north-china',
    category: 'Environmental Sciences',
    title: 'Nitrate leaching from intensive greenhouse vegetable production under drip fertigation in the North China Plain',
    keywords: ['nitrate leaching', 'fertigation', 'greenhouse vegetables', 'nitrogen balance', 'groundwater protection'],
    authors: ['zhang', 'wang', 'subramanian'],
    site: 'solar greenhouses in Shouguang, Shandong Province, China',
    background:
      'Greenhouse vegetable production in the North China Plain receives some of the highest nitrogen inputs in the world, and nitrate leaching threatens the groundwater that supplies drinking water to rural communities.',
    objective: 'We quantified nitrate leaching and nitrogen balances under conventional flood irrigation with farmers\' fertiliser rates and under drip fertigation with reduced nitrogen.',
    methods:
      'A three-year experiment in commercial greenhouses with tomato and cucumber rotations compared farmers\' practice, drip fertigation with 40% less nitrogen and drip fertigation with nitrogen applied according to soil mineral nitrogen tests. Leaching was measured with lysimeters at 90 cm depth.',
    results:
      'Under farmers\' practice, annual nitrate leaching averaged 365 kg N/ha, equivalent to 28% of the nitrogen applied. Drip fertigation with reduced nitrogen cut leaching by 71% and the soil-test-based treatment by 79%, without reducing vegetable yields. Residual soil nitrate in the profile declined steadily under both drip treatments, and nitrogen use efficiency more than doubled.',
    conclusion: 'Drip fertigation with soil-test-based nitrogen management can greatly reduce groundwater pollution from greenhouse vegetable production while maintaining yields.',
  },
  {
    issue: '8/3',
    slug: 'certified-seed-potato-willingness-to-pay',
    category: 'Agricultural Economics and Extension',
    title: 'Willingness to pay for certified seed potato among smallholder farmers in the Kenyan highlands',
    keywords: ['seed potato', 'willingness to pay', 'choice experiment', 'seed systems', 'bacterial wilt'],
    authors: ['kiprop', 'chebet', 'okafor', 'vanDijk'],
    site: 'Nyandarua, Meru and Nakuru counties, Kenya',
    background:
      'Most Kenyan potato farmers recycle their own seed or buy it from neighbours, which spreads bacterial wilt and viruses, while certified seed is used on less than five percent of the potato area.',
    objective: 'This study estimated farmers\' willingness to pay for certified seed and for its attributes, and identified the farmers most likely to buy it.',
    methods:
      'A discrete choice experiment with 480 farmers presented seed options differing in certification, variety, tuber size, distance to the seller and price. Mixed logit and latent class models were estimated.',
    results:
      'On average, farmers were willing to pay a premium of 48% over the price of farm-saved seed for certified seed, and a further 15% for their preferred variety. Three classes were identified: commercially oriented farmers with high willingness to pay (34%), price-sensitive farmers who valued certification only when sold nearby (45%), and farmers who were not interested in certified seed (21%). Previous losses to bacterial wilt strongly increased the premium.',
    conclusion: 'Decentralised sales points for certified seed and awareness campaigns about seed-borne diseases could greatly increase adoption.',
  },
  {
    issue: '8/3',
    slug: 'brachiaria-leucaena-methane-boran-steers',
    category: 'Animal Science and Production',
    title: 'Enteric methane emissions and nutrient digestibility of Boran steers fed Brachiaria hybrid grass supplemented with Leucaena leucocephala',
    keywords: ['enteric methane', 'Brachiaria', 'Leucaena', 'beef cattle', 'forage quality'],
    authors: ['ndungu', 'restrepo', 'miller', 'kimani'],
    site: 'the respiration chamber facility of the International Livestock Research Institute, Nairobi, Kenya',
    background:
      'Cattle fed low-quality tropical grasses emit large amounts of methane per kilogram of product, and improved forages and tree legumes are promoted to raise productivity while lowering emission intensity.',
    objective: 'We measured intake, digestibility, growth and enteric methane emissions of steers fed an improved Brachiaria hybrid with increasing proportions of Leucaena leucocephala.',
    methods:
      'Sixteen Boran steers (initial weight 212 kg) were fed Brachiaria hybrid hay with 0, 15, 30 or 45% Leucaena on a dry matter basis in a replicated Latin square. Digestibility was determined by total faecal collection and methane with open-circuit respiration chambers.',
    results:
      'Dry matter intake increased by 21% and crude protein digestibility by 9 percentage points at 30% Leucaena. Daily methane production was similar across diets, but methane yield per kilogram of dry matter intake fell by 14% and emission intensity per kilogram of live-weight gain by 29% at 30% Leucaena. At 45% inclusion, intake did not increase further and mimosine metabolites appeared in urine, although no clinical signs of toxicity were observed.',
    conclusion: 'Supplementing Brachiaria with around 30% Leucaena improves the performance of beef cattle and reduces the methane emitted per unit of product.',
  },
];
