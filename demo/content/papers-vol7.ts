import type { PublishedPaperSpec } from './paper-spec';

/** Volume 7 (2023) of the demo journal: four issues of six research articles. */
export const VOLUME_7_PAPERS: PublishedPaperSpec[] = [
  // ---- Vol. 7, No. 1 (March 15, 2023)
  {
    issue: '7/1',
    slug: 'cassava-gxe-storage-root-yield',
    category: 'Crop Science and Production',
    title: 'Genotype-by-environment interaction for storage root yield and dry matter content of cassava across four agro-ecological zones of Nigeria',
    keywords: ['cassava', 'genotype-by-environment interaction', 'AMMI', 'GGE biplot', 'dry matter content'],
    authors: ['adeyemo', 'akinwale', 'obi', 'olaniyan'],
    site: 'Ibadan, Mokwa, Umudike and Zaria, Nigeria',
    background:
      'Cassava (Manihot esculenta Crantz) is the most important root crop in Nigeria, yet the performance of improved varieties fluctuates widely between locations and seasons, which slows the release of cultivars adapted to specific production zones.',
    objective: 'This study quantified the genotype-by-environment interaction for fresh storage root yield and dry matter content and identified stable, high-yielding genotypes.',
    methods:
      'Twenty-four elite clones and two released checks were evaluated in a randomised complete block design with three replications at four sites representing the humid forest, derived savanna, southern Guinea savanna and northern Guinea savanna over two cropping seasons. Data were analysed with the additive main effects and multiplicative interaction (AMMI) model and GGE biplots.',
    results:
      'Environment, genotype and their interaction were all significant (P < 0.001) and accounted for 48.2%, 21.7% and 30.1% of the total sum of squares for fresh root yield. The first two interaction principal components explained 71% of the interaction variance. Clones TMS13F1160P0004 and TMS14F1036P0007 combined mean yields above 31 t/ha with dry matter contents above 34% and low AMMI stability values, while Zaria discriminated most strongly among genotypes.',
    conclusion: 'The two stable clones are recommended for multi-location on-farm testing ahead of national release, and the humid forest and northern Guinea savanna should be treated as separate target environments.',
    funding: 'Supported by a competitive grant of the national root and tuber crops research programme.',
  },
  {
    issue: '7/1',
    slug: 'biochar-poultry-manure-acrisol-maize',
    category: 'Soil Science and Land Management',
    title: 'Biochar and poultry manure effects on soil organic carbon, nutrient availability and maize yield on a degraded Ferric Acrisol in the Ashanti Region of Ghana',
    keywords: ['biochar', 'poultry manure', 'soil organic carbon', 'Acrisol', 'maize'],
    authors: ['boateng', 'owusu', 'verhoeven', 'asante'],
    site: 'the Anwomaso research station near Kumasi, Ghana',
    background:
      'Continuous cropping without adequate nutrient replenishment has depleted the organic matter of highly weathered Acrisols in the forest-savanna transition of Ghana, and mineral fertiliser alone rarely restores their productivity.',
    objective: 'We assessed whether rice husk biochar, alone or combined with poultry manure, improves soil organic carbon, nutrient availability and maize grain yield over three seasons.',
    methods:
      'A field experiment with six treatments (control, NPK at the recommended rate, biochar at 10 t/ha, poultry manure at 5 t/ha, biochar plus poultry manure, and biochar plus half-rate NPK) was laid out in a randomised complete block design with four replications. Soil was sampled at 0-15 cm before planting and after each harvest.',
    results:
      'After three seasons, biochar plus poultry manure raised soil organic carbon from 0.87% to 1.41%, increased effective cation exchange capacity by 38% and available phosphorus by 62% relative to the control. Maize grain yield under this combination averaged 4.6 t/ha, 2.3 times the control and 18% above full-rate NPK, and the yield advantage widened in the drier second season.',
    conclusion: 'Combining biochar with locally available poultry manure is an effective way to rebuild soil carbon and sustain maize yields on degraded Acrisols, and it reduces the dependence of smallholders on imported fertiliser.',
  },
  {
    issue: '7/1',
    slug: 'credit-access-rice-technical-efficiency',
    category: 'Agricultural Economics and Extension',
    title: 'Determinants of credit access and its effect on the technical efficiency of smallholder rice farmers in Ebonyi State, Nigeria',
    keywords: ['credit access', 'technical efficiency', 'stochastic frontier', 'rice', 'smallholder farmers'],
    authors: ['eze', 'okafor', 'nwosu'],
    site: 'six local government areas of Ebonyi State, Nigeria',
    background:
      'Rice production in south-eastern Nigeria is dominated by smallholders who cite lack of credit as their main constraint, but the evidence linking formal credit to farm-level efficiency remains thin and often ignores self-selection into borrowing.',
    objective: 'This paper identified the factors that determine access to formal and informal credit and estimated the effect of credit on the technical efficiency of rice farms.',
    methods:
      'Cross-sectional data were collected from 360 rice farmers selected by multistage random sampling. A probit model explained credit access, and a stochastic production frontier with a sample-selection correction estimated technical efficiency for borrowers and non-borrowers.',
    results:
      'Membership of a cooperative, years of schooling, farm size and distance to the nearest bank significantly influenced credit access. Mean technical efficiency was 0.71 for borrowers and 0.58 for non-borrowers; after correcting for selection the gap narrowed to 0.09 but remained significant at the 1% level. Credit users applied fertiliser more timely and were more likely to hire mechanised land preparation.',
    conclusion: 'Expanding group-based lending through cooperatives and bringing microfinance services closer to rural communities would improve both access to credit and the efficiency of rice farming in the state.',
  },
  {
    issue: '7/1',
    slug: 'tilapia-black-soldier-fly-larvae-meal',
    category: 'Fisheries and Aquaculture',
    title: 'Growth performance, feed utilisation and body composition of Nile tilapia (Oreochromis niloticus) fed diets containing black soldier fly larvae meal',
    keywords: ['Nile tilapia', 'black soldier fly', 'insect meal', 'fishmeal replacement', 'feed conversion'],
    authors: ['otieno', 'nakato', 'ssemakula', 'rahman'],
    site: 'the aquaculture research unit of Makerere University, Kampala, Uganda',
    background:
      'Fishmeal is the most expensive ingredient in tilapia feeds in East Africa, and its price and availability fluctuate with the catch of small pelagic fish, which are also an important human food.',
    objective: 'We evaluated the effect of replacing fishmeal with defatted black soldier fly (Hermetia illucens) larvae meal on the growth, feed utilisation and body composition of Nile tilapia fingerlings.',
    methods:
      'Five isonitrogenous diets (32% crude protein) replaced 0, 25, 50, 75 and 100% of fishmeal protein with larvae meal. Fingerlings with an initial weight of 4.8 g were stocked in fifteen 1 m3 tanks at 30 fish per tank and fed to apparent satiation for 84 days.',
    results:
      'Final weight, specific growth rate and feed conversion ratio did not differ between the control and the 25% and 50% replacement diets (P > 0.05). At 75% and 100% replacement, specific growth rate fell by 9% and 17% and the feed conversion ratio rose from 1.42 to 1.68. Whole-body lipid increased with larvae meal inclusion, whereas protein content was unaffected. The 50% diet lowered feed cost per kilogram of fish produced by 14%.',
    conclusion: 'Black soldier fly larvae meal can replace half of the fishmeal in tilapia fingerling diets without loss of performance, offering a cheaper and locally produced protein source for Ugandan fish farmers.',
  },
  {
    issue: '7/1',
    slug: 'aflatoxin-stored-maize-eastern-kenya',
    category: 'Food Science and Technology',
    title: 'Aflatoxin contamination of stored maize along the value chain in eastern Kenya and its association with storage practices',
    keywords: ['aflatoxin', 'maize storage', 'food safety', 'hermetic bags', 'Kenya'],
    authors: ['mutua', 'kimani', 'miller'],
    site: 'Makueni and Kitui counties, eastern Kenya',
    background:
      'Eastern Kenya has a history of acute aflatoxicosis outbreaks linked to maize consumption, and chronic exposure remains common because contamination continues to rise after harvest in poorly managed stores.',
    objective: 'This study measured aflatoxin levels in maize held by farmers, traders and millers and examined which storage practices were associated with contamination above the regulatory limit.',
    methods:
      'A total of 412 maize samples were collected during the long-rains storage period and analysed for total aflatoxins by enzyme-linked immunosorbent assay, with a subset confirmed by HPLC. Storage practices were recorded with a structured questionnaire and related to contamination using multivariable logistic regression.',
    results:
      'Aflatoxins were detected in 67% of samples, and 29% exceeded the Kenyan limit of 10 µg/kg, with the highest median levels among small-scale traders. Storage for more than four months, storage in polypropylene bags on the floor and grain moisture above 13.5% at the time of storage each increased the odds of exceeding the limit, whereas hermetic storage bags reduced them by 71%.',
    conclusion: 'Drying grain to safe moisture before storage and promoting hermetic bags among farmers and small traders are practical measures that would substantially reduce aflatoxin exposure in the region.',
  },
  {
    issue: '7/1',
    slug: 'cassava-brown-streak-virus-detection',
    category: 'Plant and Animal Biotechnology',
    title: 'Molecular detection and distribution of cassava brown streak viruses in the Lake Zone of Tanzania',
    keywords: ['cassava brown streak disease', 'RT-PCR', 'Ipomovirus', 'disease surveillance', 'Tanzania'],
    authors: ['mwakalinga', 'mrema', 'kumar'],
    site: 'the Mwanza, Geita, Mara and Kagera regions of Tanzania',
    background:
      'Cassava brown streak disease, caused by two ipomoviruses, has become the most damaging constraint to cassava production around Lake Victoria, and its spread is driven largely by the movement of infected planting material.',
    objective: 'We determined the incidence, severity and distribution of the two causal viruses in farmers\' fields and evaluated the agreement between visual diagnosis and molecular detection.',
    methods:
      'A survey of 120 fields in four regions scored foliar and root symptoms on 30 plants per field. Leaf samples from 1,080 plants were tested by multiplex reverse-transcription PCR for cassava brown streak virus and Ugandan cassava brown streak virus, and whitefly populations were counted on the top five leaves.',
    results:
      'Mean field incidence was 46%, highest in Mara (61%) and lowest in Kagera (28%). Both viruses were detected in all regions; mixed infections occurred in 22% of positive plants and were associated with more severe root necrosis. Thirty-one percent of symptomless plants tested positive, so visual scoring alone underestimated infection. Incidence was correlated with whitefly abundance and with the use of cuttings obtained from neighbours.',
    conclusion: 'Clean seed systems supported by molecular indexing, rather than visual selection of cuttings, are needed to contain the disease in the Lake Zone.',
  },

  // ---- Vol. 7, No. 2 (June 15, 2023)
  {
    issue: '7/2',
    slug: 'moringa-leaf-meal-broiler-diets',
    category: 'Animal Science and Production',
    title: 'Moringa oleifera leaf meal as a partial replacement for soybean meal in broiler diets: growth, carcass traits and meat quality',
    keywords: ['Moringa oleifera', 'broiler', 'leaf meal', 'soybean meal replacement', 'meat quality'],
    authors: ['abubakar', 'sani', 'dzomeku'],
    site: 'the poultry unit of the Teaching and Research Farm, Bayero University Kano, Nigeria',
    background:
      'The cost of soybean meal accounts for a large share of broiler production costs in northern Nigeria, and farmers are looking for protein sources that can be grown locally without competing with human food.',
    objective: 'This study evaluated the growth performance, carcass characteristics and meat quality of broilers fed diets in which soybean meal was partly replaced by sun-dried leaf meal of the drumstick tree.',
    methods:
      'Three hundred day-old Arbor Acres chicks were allotted to five dietary treatments containing 0, 5, 10, 15 and 20% leaf meal in place of soybean meal, with six replicates of ten birds, and were raised for 42 days. Growth, feed intake, carcass yield, organ weights, breast muscle pH, colour and cooking loss were measured.',
    results:
      'Birds fed up to 10% leaf meal grew as fast as the control (final live weight 2.41 kg versus 2.44 kg, P > 0.05) and had a similar feed conversion ratio. Inclusion of 15% and 20% reduced weight gain by 7% and 13% and increased the relative weight of the gizzard. Breast meat from birds on the 10% diet had a more intense yellow colour, lower cooking loss and lower lipid oxidation after seven days of chilled storage. Feed cost per kilogram of live weight fell by 8% at 10% inclusion.',
    conclusion: 'Leaf meal can replace soybean meal at up to 10% of the diet without loss of performance and with modest benefits to meat quality and feed cost.',
  },
  {
    issue: '7/2',
    slug: 'climate-perception-adaptation-upper-east-ghana',
    category: 'Climate Change and Agriculture',
    title: 'Farmers\' perceptions of climate variability and the adoption of adaptation strategies in the semi-arid Upper East Region of Ghana',
    keywords: ['climate variability', 'adaptation', 'farmer perception', 'multivariate probit', 'Sahel'],
    authors: ['abdulai', 'amoah', 'vanDijk'],
    site: 'the Bawku West, Bongo and Kassena-Nankana districts of the Upper East Region, Ghana',
    background:
      'Rainfall in northern Ghana has become more erratic, with later onsets and longer dry spells, and smallholder farmers who depend on a single rainy season are highly exposed to these changes.',
    objective: 'We compared farmers\' perceptions with meteorological records and analysed the factors that drive the joint adoption of different adaptation strategies.',
    methods:
      'Rainfall and temperature records from 1981 to 2020 were analysed for trends with the Mann-Kendall test. A household survey of 400 farmers collected perceptions and adaptation practices, and a multivariate probit model estimated the determinants of adopting early-maturing varieties, soil and water conservation, crop diversification and off-farm work.',
    results:
      'Eighty-seven percent of farmers perceived rising temperatures and 79% perceived later rainfall onset, consistent with a significant warming of 0.3 °C per decade and a delay in onset of nine days since 1981. Access to extension, membership of farmer groups and ownership of livestock increased the probability of adopting soil and water conservation and early-maturing varieties, and the strategies were complementary rather than substitutes.',
    conclusion: 'Extension programmes should promote packages of complementary practices and work through existing farmer groups to increase adaptation in the region.',
  },
  {
    issue: '7/2',
    slug: 'cocoa-agroforestry-carbon-stocks',
    category: 'Forestry and Wildlife Management',
    title: 'Carbon stocks and tree species diversity in cocoa agroforestry systems of south-western Cameroon',
    keywords: ['cocoa agroforestry', 'carbon stock', 'shade trees', 'tree diversity', 'REDD+'],
    authors: ['mbarga', 'adebayo', 'nielsen', 'hughes'],
    site: 'the Meme and Fako divisions of the South-West Region, Cameroon',
    background:
      'Cocoa agroforests in Central Africa retain many forest trees and are promoted as a land use that reconciles income generation with carbon storage and biodiversity, but field data on their carbon stocks remain scarce.',
    objective: 'This study estimated above- and below-ground carbon stocks and tree species diversity in cocoa agroforests of different ages and compared them with adjacent secondary forest.',
    methods:
      'Forty-eight plots of 50 m by 50 m were inventoried in cocoa systems aged 10-20, 21-40 and over 40 years and in secondary forest. All trees above 10 cm diameter were identified and measured, biomass was estimated with pantropical allometric equations, and soil organic carbon was measured to 30 cm depth.',
    results:
      'Total carbon stocks averaged 142 Mg C/ha in cocoa agroforests older than 40 years, 61% of the stock of secondary forest, compared with 88 Mg C/ha in the youngest systems. Shade-tree density declined with intensification, but the older agroforests still held 34 tree species per hectare, including timber and fruit species valued by households, such as Irvingia gabonensis and Ricinodendron heudelotii.',
    conclusion: 'Maintaining a diverse shade canopy in cocoa farms stores substantial carbon and should be rewarded in national climate mitigation and certification schemes.',
  },
  {
    issue: '7/2',
    slug: 'solar-cabinet-dryer-mango',
    category: 'Agricultural Engineering and Mechanization',
    title: 'Design and performance evaluation of a solar-assisted cabinet dryer for sliced mango in northern Nigeria',
    keywords: ['solar dryer', 'mango', 'drying kinetics', 'post-harvest loss', 'thermal efficiency'],
    authors: ['lawal', 'ojo', 'musa'],
    site: 'Zaria, Kaduna State, Nigeria',
    background:
      'Up to half of the mangoes produced in northern Nigeria are lost after harvest during the short fruiting season, and open-sun drying yields a product of low and variable quality that fetches little in urban markets.',
    objective: 'We designed, built and tested an indirect solar cabinet dryer with a photovoltaic-powered fan and compared it with open-sun drying of mango slices.',
    methods:
      'The dryer comprised a 2 m2 flat-plate collector, a drying chamber with six trays and a 12 V fan powered by a 50 W panel. Slices 5 mm thick were dried to 12% moisture (wet basis) in three replicate runs. Air temperature, humidity, solar radiation and sample mass were logged every 30 minutes, and the dried product was assessed for colour, vitamin C and sensory quality.',
    results:
      'Chamber temperatures reached 58-64 °C at midday, 19 °C above ambient. The dryer reached the target moisture in 11 hours, against 26 hours in the open sun, and its average collector efficiency was 41%. The Page model described the drying kinetics best (R2 = 0.998). Solar-dried slices retained 72% of their vitamin C, compared with 44% in sun-dried slices, and were preferred by a consumer panel for colour and aroma.',
    conclusion: 'The dryer can be made by local artisans for about 180 US dollars and offers processors a way to reduce post-harvest losses and produce higher-value dried mango.',
  },
  {
    issue: '7/2',
    slug: 'qpm-maize-density-nitrogen',
    category: 'Crop Science and Production',
    title: 'Effects of plant density and nitrogen rate on grain yield and nitrogen use efficiency of quality protein maize hybrids in the northern Guinea savanna',
    keywords: ['quality protein maize', 'plant density', 'nitrogen use efficiency', 'Guinea savanna', 'hybrid'],
    authors: ['musa', 'obi', 'adeyemo', 'vanDijk'],
    site: 'the Institute for Agricultural Research farm, Samaru, Nigeria',
    background:
      'Quality protein maize hybrids offer better nutrition to households that depend on maize, but farmers in the savanna continue to use the low plant densities and nitrogen rates recommended for older open-pollinated varieties.',
    objective: 'This study determined the plant density and nitrogen rate that maximise grain yield and nitrogen use efficiency of two quality protein maize hybrids.',
    methods:
      'A split-split plot experiment was conducted over two rainy seasons with hybrids as main plots, three densities (53,333, 66,666 and 88,888 plants/ha) as sub-plots and four nitrogen rates (0, 60, 120 and 180 kg N/ha) as sub-sub-plots, replicated three times.',
    results:
      'Grain yield increased with density up to 66,666 plants/ha and with nitrogen up to 120 kg N/ha, where the better hybrid produced 6.8 t/ha. The highest density increased barrenness and lodging, especially at low nitrogen. Agronomic nitrogen use efficiency was highest at 60 kg N/ha (31 kg grain per kg N) and declined at higher rates, while tryptophan content in grain was unaffected by either factor.',
    conclusion: 'A density of 66,666 plants/ha with 120 kg N/ha is recommended for quality protein maize hybrids in the northern Guinea savanna, with 60 kg N/ha where fertiliser is scarce.',
  },
  {
    issue: '7/2',
    slug: 'african-yam-bean-landrace-diversity',
    category: 'Agricultural Biodiversity and Conservation',
    title: 'On-farm diversity and conservation status of African yam bean (Sphenostylis stenocarpa) landraces in south-eastern Nigeria',
    keywords: ['African yam bean', 'underutilised legumes', 'on-farm conservation', 'landraces', 'genetic erosion'],
    authors: ['ogbonna', 'nwosu', 'santos'],
    primary: 1,
    site: 'Enugu, Ebonyi and Anambra States, Nigeria',
    background:
      'African yam bean is a nutritious indigenous legume that produces both edible seeds and tubers, but its cultivation has declined and its diversity is held mainly by elderly farmers in a few communities.',
    objective: 'We documented the diversity of landraces maintained on farms, the knowledge associated with them and the factors that threaten their continued cultivation.',
    methods:
      'Focus group discussions and a household survey of 210 growers were carried out in 18 communities, and 96 seed samples were collected and characterised for 14 qualitative and quantitative seed traits. Diversity was estimated with the Shannon-Weaver index and trends with a four-cell analysis.',
    results:
      'Farmers recognised 23 named landraces, distinguished mainly by seed coat colour and cooking time; 61% of these were grown by fewer than five households and were classified as rare. Seed trait diversity was high (mean Shannon-Weaver index 0.78). Long cooking time, labour for staking and the lack of markets were the main reasons for abandonment, while women maintained most of the diversity and associated recipes.',
    conclusion: 'Community seed banks, participatory selection for shorter cooking time and market linkages are needed to conserve the crop on farms.',
  },

  // ---- Vol. 7, No. 3 (September 15, 2023)
  {
    issue: '7/3',
    slug: 'conservation-agriculture-aggregate-stability-malawi',
    category: 'Soil Science and Land Management',
    title: 'Long-term effects of conservation agriculture on soil aggregate stability and water infiltration in central Malawi',
    keywords: ['conservation agriculture', 'aggregate stability', 'infiltration', 'no-till', 'residue retention'],
    authors: ['phiri', 'banda', 'thompson'],
    site: 'on-farm trials in the Lilongwe, Dowa and Salima districts of Malawi',
    background:
      'Conventional ridge tillage on sloping land in Malawi accelerates erosion and crusting, and conservation agriculture has been promoted for over a decade, yet long-term evidence of its effects on soil physical quality under farmers\' management is limited.',
    objective: 'This study assessed aggregate stability, infiltration and soil moisture after nine to eleven years of conservation agriculture compared with conventional ridge tillage.',
    methods:
      'Paired plots on 18 farms, managed either with no-till, residue retention and maize-legume rotation or with annual ridging, were sampled at 0-10 and 10-20 cm. Mean weight diameter of water-stable aggregates was determined by wet sieving, and infiltration was measured with a double-ring infiltrometer and a rainfall simulator.',
    results:
      'Mean weight diameter in the surface layer was 1.84 mm under conservation agriculture and 0.97 mm under ridging. Steady-state infiltration was 2.6 times higher and time to runoff during simulated rainfall was more than doubled. Soil moisture at tasselling was 4.1 percentage points higher in conservation plots during a season with a three-week dry spell, and the benefits were largest on sandy clay loams.',
    conclusion: 'Conservation agriculture markedly improves the structure and water intake of Malawian soils, which makes maize less vulnerable to dry spells.',
  },
  {
    issue: '7/3',
    slug: 'subclinical-mastitis-ethiopian-highlands',
    category: 'Animal Science and Production',
    title: 'Prevalence and risk factors of subclinical mastitis in smallholder dairy herds of the central highlands of Ethiopia',
    keywords: ['subclinical mastitis', 'California mastitis test', 'dairy cattle', 'Staphylococcus aureus', 'risk factors'],
    authors: ['alemu', 'gebre', 'ndungu'],
    site: 'smallholder herds around Holeta, Sululta and Debre Birhan, Ethiopia',
    background:
      'Urban and peri-urban dairying in the Ethiopian highlands is growing quickly, but milk yields remain low and subclinical mastitis, which goes unnoticed by farmers, is thought to be a major cause of losses.',
    objective: 'We estimated the prevalence of subclinical mastitis, identified the main bacterial pathogens and analysed herd- and cow-level risk factors.',
    methods:
      'A cross-sectional study examined 384 lactating cows in 96 herds with the California mastitis test. Milk from positive quarters was cultured, isolates were identified by standard biochemical tests, and antimicrobial susceptibility was tested by disc diffusion. Risk factors were analysed with a mixed-effects logistic model.',
    results:
      'Cow-level prevalence was 38.5% and quarter-level prevalence 17.2%. Staphylococcus aureus (34%), coagulase-negative staphylococci (27%) and Streptococcus agalactiae (13%) were the main isolates, and 58% of S. aureus isolates were resistant to penicillin. Parity above four, late lactation, crossbreeds, poor udder hygiene and the absence of teat dipping increased the odds of infection.',
    conclusion: 'Simple milking hygiene, teat dipping and culling of chronically infected cows should be promoted, and antimicrobial use guided by susceptibility testing.',
  },
  {
    issue: '7/3',
    slug: 'orange-sweet-potato-soy-biscuits',
    category: 'Food Science and Technology',
    title: 'Nutritional composition and consumer acceptability of biscuits enriched with orange-fleshed sweet potato and soybean flours',
    keywords: ['orange-fleshed sweet potato', 'biscuits', 'beta-carotene', 'composite flour', 'sensory evaluation'],
    authors: ['ogbonna', 'akter', 'mutua'],
    site: 'the food processing laboratory of the University of Nigeria, Nsukka',
    background:
      'Vitamin A deficiency remains common among school children in Nigeria, and snacks made from imported wheat flour contribute energy but few micronutrients.',
    objective: 'This study developed biscuits from composite flours of wheat, orange-fleshed sweet potato and soybean and evaluated their nutritional quality and acceptability.',
    methods:
      'Five formulations replaced 0-40% of wheat flour with sweet potato flour and 10% with full-fat soybean flour. Proximate composition, beta-carotene by HPLC, mineral content and physical properties were determined, and 60 untrained panellists aged 9-14 years rated the biscuits on a seven-point facial hedonic scale. Earlier school-snack trials had used moringa leaf powder for micronutrient enrichment, which children found bitter.',
    results:
      'Replacing 30% of wheat flour with sweet potato flour increased beta-carotene from trace levels to 3.9 mg/100 g, enough for one biscuit serving to supply about 40% of a child\'s daily vitamin A requirement. Protein rose from 8.1% to 11.6% with soybean flour. Spread ratio increased and hardness decreased with higher sweet potato levels. The 30% biscuit scored as well as the wheat control for overall acceptability (5.9 versus 6.1, P > 0.05).',
    conclusion: 'Biscuits with 30% orange-fleshed sweet potato flour are a practical vehicle for vitamin A in school feeding programmes.',
  },
  {
    issue: '7/3',
    slug: 'pesticide-residues-kumasi-surface-water',
    category: 'Environmental Sciences',
    title: 'Pesticide residues in surface waters draining peri-urban vegetable farms in Kumasi, Ghana',
    keywords: ['pesticide residues', 'surface water', 'organophosphates', 'urban agriculture', 'risk assessment'],
    authors: ['owusu', 'asante', 'boateng'],
    site: 'streams draining vegetable farms in the Kumasi metropolis, Ghana',
    background:
      'Vegetable production along streams in and around Kumasi relies on frequent pesticide applications, and the same streams are used for irrigation, washing produce and, downstream, for domestic purposes.',
    objective: 'We determined the concentrations of commonly used pesticides in surface waters and sediments and assessed the associated ecological and human health risks.',
    methods:
      'Water and sediment were sampled monthly for twelve months at 15 points upstream, within and downstream of farming areas. Residues of 22 organophosphate, organochlorine, pyrethroid and carbamate compounds were analysed by gas chromatography, and risk quotients were calculated for aquatic organisms and for people using the water.',
    results:
      'Chlorpyrifos, lambda-cyhalothrin and dimethoate were detected in more than 60% of water samples, with peak concentrations in the dry season when irrigation was most intense. Concentrations within farming areas were four to nine times higher than upstream. Risk quotients for aquatic invertebrates exceeded 1 for chlorpyrifos and lambda-cyhalothrin at most sites, while risks to human health through water use were low. Residues of banned organochlorines were found only in sediments.',
    conclusion: 'Training farmers in safe pesticide use, buffer strips along streams and enforcement of pre-harvest intervals are needed to protect aquatic life in urban streams.',
  },
  {
    issue: '7/3',
    slug: 'mobile-extension-maize-western-kenya',
    category: 'Agricultural Economics and Extension',
    title: 'Impact of mobile phone-based extension services on maize productivity and household income in western Kenya',
    keywords: ['digital extension', 'SMS advisory', 'propensity score matching', 'maize productivity', 'household income'],
    authors: ['kiprop', 'chebet', 'eze', 'amoah'],
    site: 'Bungoma, Kakamega and Trans Nzoia counties, Kenya',
    background:
      'Public extension services in Kenya reach only a fraction of farmers, and mobile phone-based advisory services have spread rapidly as a cheaper way to deliver agronomic information.',
    objective: 'This study estimated the effect of subscribing to an SMS and voice advisory service on maize yields, input use and household income.',
    methods:
      'Data were collected from 612 maize-growing households, 254 of which subscribed to the service. Propensity score matching and an endogenous switching regression were used to account for selection bias, and heterogeneity was explored by gender and farm size.',
    results:
      'Subscribers used certified seed and top-dressing fertiliser more often and applied them closer to the recommended time. Matching estimates indicate a yield gain of 412-468 kg/ha (16-18%) and an increase in annual household income of 11%. Gains were larger for women-managed plots and for farms below one hectare, but depended on timely access to credit for inputs.',
    conclusion: 'Digital advisory services can raise smallholder maize productivity, especially when linked with input finance and designed for women farmers.',
  },
  {
    issue: '7/3',
    slug: 'lake-victoria-cage-tilapia-water-quality',
    category: 'Fisheries and Aquaculture',
    title: 'Seasonal variation in water quality and its effect on the growth and survival of cage-cultured tilapia in Lake Victoria, Uganda',
    keywords: ['cage culture', 'water quality', 'dissolved oxygen', 'Lake Victoria', 'tilapia'],
    authors: ['otieno', 'nakato', 'rahman'],
    site: 'three commercial cage farms in the Napoleon Gulf and Buvuma channel of Lake Victoria, Uganda',
    background:
      'Cage culture of Nile tilapia has expanded rapidly on Lake Victoria, but farmers report episodes of mass mortality that are poorly understood and may be linked to seasonal changes in water quality.',
    objective: 'We monitored water quality around cage farms over a year and related it to the growth and survival of caged fish.',
    methods:
      'Temperature, dissolved oxygen, pH, ammonia, transparency and chlorophyll a were measured fortnightly inside, at the edge of and 200 m away from cages at three farms. Growth and mortality were recorded for 36 cages stocked with all-male fingerlings over two production cycles.',
    results:
      'Dissolved oxygen inside cages dropped below 3 mg/L on 18% of sampling days, mostly during calm, overcast periods between March and May, when chlorophyll a was highest. Mortality peaked in these months and was 2.4 times higher in cages placed in water shallower than 8 m. Specific growth rate was positively related to dissolved oxygen and negatively to unionised ammonia, while sites 200 m from cages showed no measurable nutrient enrichment.',
    conclusion: 'Siting cages in deeper, well-flushed water and reducing feeding during low-oxygen periods would lower mortality on Lake Victoria cage farms.',
  },

  // ---- Vol. 7, No. 4 (December 15, 2023)
  {
    issue: '7/4',
    slug: 'sorghum-stay-green-drought',
    category: 'Crop Science and Production',
    title: 'Screening sorghum accessions for post-flowering drought tolerance using stay-green traits under managed stress in eastern Ethiopia',
    keywords: ['sorghum', 'stay-green', 'post-flowering drought', 'germplasm screening', 'chlorophyll content'],
    authors: ['desta', 'sharma', 'vanderMerwe'],
    site: 'the Haramaya and Dire Dawa research stations, Ethiopia',
    background:
      'Terminal drought after flowering is the main cause of yield loss in sorghum in the lowlands of eastern Ethiopia, and the stay-green trait, which delays leaf senescence, is a promising target for breeding.',
    objective: 'This study screened a diverse set of accessions for stay-green expression and assessed its relationship with grain yield under post-flowering drought.',
    methods:
      'Sixty accessions, including landraces and introduced lines, were grown under full irrigation and under managed stress in which irrigation stopped at flowering, in an alpha-lattice design with two replications over two dry seasons. Green leaf area at maturity, SPAD chlorophyll readings, canopy temperature and grain yield were recorded.',
    results:
      'Drought reduced mean grain yield by 47%. Accessions with high stay-green scores retained 2.3 times more green leaf area at maturity and lost less yield (31% on average) than senescent accessions (58%). SPAD values 20 days after flowering and canopy temperature depression were strongly correlated with yield under stress (r = 0.71 and 0.64). Nine accessions, including four local landraces, combined stay-green with good yield potential.',
    conclusion: 'The nine accessions are valuable sources of post-flowering drought tolerance, and SPAD readings offer a cheap screening tool for breeding programmes.',
  },
  {
    issue: '7/4',
    slug: 'crispr-sweet14-bacterial-blight-rice',
    category: 'Plant and Animal Biotechnology',
    title: 'CRISPR/Cas9-mediated editing of the OsSWEET14 promoter confers resistance to bacterial blight in an elite indica rice variety',
    keywords: ['genome editing', 'CRISPR/Cas9', 'bacterial blight', 'SWEET genes', 'rice'],
    authors: ['sharma', 'kumar', 'santos', 'wang'],
    site: 'the containment glasshouses of ICAR-IARI, New Delhi, India',
    background:
      'Bacterial blight, caused by Xanthomonas oryzae pv. oryzae, depends on transcription activator-like effectors that induce host sucrose transporter genes, and disrupting their binding sites in the promoters offers durable, recessive resistance.',
    objective: 'We edited the effector binding elements in the OsSWEET14 promoter of a popular indica variety and evaluated resistance and agronomic performance of the edited lines.',
    methods:
      'Two guide RNAs targeting the binding elements of the AvrXa7 and TalC effectors were delivered by Agrobacterium-mediated transformation. Transgene-free edited lines were identified in the T1 generation, and homozygous T2 lines were inoculated with eight Indian bacterial strains and evaluated for agronomic traits in a contained field trial.',
    results:
      'Edited lines carried deletions of 5 to 26 base pairs in the target region, and induction of OsSWEET14 by the two effectors was abolished. Lesion length was reduced by 68-83% for strains relying on these effectors, while strains carrying other effectors remained virulent. Plant height, tiller number, grain yield and grain quality of the edited lines did not differ from the unedited variety.',
    conclusion: 'Promoter editing of OsSWEET14 gives strong resistance without a yield penalty, and combining it with edits in other SWEET promoters could provide broad-spectrum protection.',
  },
  {
    issue: '7/4',
    slug: 'heat-stress-crossbred-dairy-malaysia',
    category: 'Animal Science and Production',
    title: 'Heat stress indicators and reproductive performance of crossbred dairy cows in the humid tropics of Malaysia',
    keywords: ['heat stress', 'temperature-humidity index', 'dairy cattle', 'conception rate', 'humid tropics'],
    authors: ['hassan', 'lim', 'miller'],
    site: 'four commercial dairy farms in Selangor and Negeri Sembilan, Malaysia',
    background:
      'Crossbred Holstein-Friesian cows kept in the humid tropics are exposed to heat stress throughout the year, which depresses feed intake, milk yield and fertility.',
    objective: 'This study related the temperature-humidity index and physiological heat stress indicators to milk yield and reproductive performance.',
    methods:
      'Barn temperature and humidity were logged hourly for 18 months. Rectal temperature and respiration rate of 220 cows were recorded weekly, and milk records and insemination data were obtained from farm registers. Mixed models related daily and 21-day average index values to the outcomes.',
    results:
      'The temperature-humidity index exceeded 78 for more than 14 hours a day on most days. Every unit increase above 76 on the day of insemination reduced the odds of conception by 4.6%, and conception rates fell from 41% in the coolest months to 24% in the hottest. Cows with more than 75% Holstein genes had higher rectal temperatures and respiration rates, and milk yield fell by 0.32 kg per index unit. Farms with fans and sprinklers had 11 percentage points higher conception rates.',
    conclusion: 'Cooling systems and the use of cows with lower Holstein proportions should be encouraged on tropical dairy farms.',
  },
  {
    issue: '7/4',
    slug: 'miombo-regeneration-harvesting',
    category: 'Forestry and Wildlife Management',
    title: 'Natural regeneration and stand structure of miombo woodlands under different harvesting regimes in southern Tanzania',
    keywords: ['miombo woodland', 'natural regeneration', 'charcoal', 'participatory forest management', 'stand structure'],
    authors: ['mrema', 'mwakalinga', 'adebayo'],
    site: 'village forest reserves in the Kilwa and Liwale districts, Tanzania',
    background:
      'Miombo woodlands supply timber, charcoal and many non-timber products to rural households in southern Africa, and community-based forest management has been introduced to make harvesting sustainable.',
    objective: 'We compared stand structure and regeneration in woodland under community-managed selective logging, uncontrolled charcoal production and strict protection.',
    methods:
      'Eighty-four circular plots of 0.1 ha were inventoried across the three regimes. Trees above 5 cm diameter were measured, and seedlings, saplings and coppice shoots were counted in nested subplots. Stump surveys recorded harvesting intensity and the time since cutting.',
    results:
      'Basal area was 9.7 m2/ha under selective logging, 5.2 m2/ha in charcoal areas and 11.4 m2/ha in protected woodland. Regeneration density was highest under selective logging (6,420 stems/ha), mostly from coppice and root suckers of Brachystegia and Julbernardia species, while charcoal areas were dominated by a few pioneer species. Fire frequency reduced sapling recruitment in all regimes.',
    conclusion: 'Controlled selective harvesting within community-managed reserves is compatible with the recovery of miombo woodland, provided that late dry-season fires are prevented.',
  },
  {
    issue: '7/4',
    slug: 'climate-change-maize-zimbabwe-ensemble',
    category: 'Climate Change and Agriculture',
    title: 'Projected impacts of climate change on rainfed maize yields in Zimbabwe using an ensemble of crop models',
    keywords: ['crop modelling', 'climate projections', 'maize', 'APSIM', 'adaptation options'],
    authors: ['moyo', 'vanderMerwe', 'thompson', 'hughes'],
    site: 'six locations across the natural farming regions of Zimbabwe',
    background:
      'Maize is the staple food of Zimbabwe and is grown almost entirely without irrigation, so changes in rainfall and temperature directly threaten national food security.',
    objective: 'This study projected the effect of mid-century climate change on rainfed maize yields and evaluated simple adaptation options.',
    methods:
      'Two process-based crop models calibrated with local variety trials were driven by bias-corrected outputs of ten global climate models under two emission scenarios for 2040-2069. Adaptation options included longer-maturing varieties, earlier planting and increased nitrogen application.',
    results:
      'Without adaptation, the model ensemble projected median yield losses of 12% under the moderate and 21% under the high-emission scenario, with the largest losses in the drier southern regions. Higher temperatures shortened the growing period by up to 16 days. Longer-maturing varieties combined with higher nitrogen rates offset most losses in the wetter north, whereas earlier planting gave inconsistent benefits in the south because of greater rainfall variability.',
    conclusion: 'Adaptation must be region-specific, and in the drier south a shift towards more drought-tolerant cereals such as sorghum and millet deserves consideration.',
  },
  {
    issue: '7/4',
    slug: 'street-vended-vegetables-dhaka-microbial-quality',
    category: 'Food Science and Technology',
    title: 'Microbial quality of street-vended ready-to-eat vegetable salads in Dhaka and the effectiveness of household washing treatments',
    keywords: ['street food', 'Escherichia coli', 'Salmonella', 'vegetable washing', 'food safety'],
    authors: ['akter', 'rahman', 'mutua'],
    site: 'street food stalls in six wards of Dhaka, Bangladesh',
    background:
      'Raw vegetable salads sold by street vendors are popular and cheap in Dhaka, but they are prepared with limited access to safe water and may carry enteric pathogens.',
    objective: 'We assessed the microbial quality of salads from street vendors and tested washing treatments that households and vendors could adopt.',
    methods:
      'One hundred and twenty salad samples were analysed for aerobic plate count, coliforms, Escherichia coli, Salmonella and Staphylococcus aureus. Cucumbers and tomatoes inoculated with a surrogate strain were washed with tap water, saline, vinegar solution or dilute sodium hypochlorite, and log reductions were determined.',
    results:
      'Sixty-eight percent of salads exceeded the recommended limit for E. coli, and Salmonella was isolated from 9% of samples. Contamination was higher where vendors lacked running water and handled money while preparing food. Washing with tap water reduced the surrogate by 0.9 log units, vinegar solution by 2.1 and sodium hypochlorite at 200 mg/L by 3.4 log units without affecting sensory quality.',
    conclusion: 'Vendor hygiene training, access to safe water and washing with diluted household bleach or vinegar could greatly reduce the risks of street-vended salads.',
  },
];
