import type { DemoCategory } from './categories';
import type { ManuscriptSection } from '../seed/demo-pdf';
import type { PublishedPaperSpec } from './paper-spec';

/**
 * The body of a demo manuscript: its own abstract parts set among paragraphs written for its
 * field, so that each PDF reads as an article of two to four pages.
 */

interface FieldText {
  context: string;
  design: string;
  discussion: string;
}

const GENERAL: FieldText = {
  context:
    'Agricultural research in low- and middle-income countries increasingly has to show not only that a practice works under controlled conditions but also that it remains effective, affordable and acceptable when farmers apply it with their own resources. Studies that combine careful measurement with attention to the circumstances of producers are therefore needed to guide extension services and policy.',
  design:
    'Treatments were allocated at random within blocks or strata to control for known sources of variation, and measurements were taken by staff who followed written protocols. Instruments were calibrated before each measurement campaign, and a random tenth of the laboratory determinations were repeated to check reproducibility.',
  discussion:
    'The results agree with the general direction of earlier work while adding evidence from conditions that have rarely been studied. The size of the effects observed here suggests that the practice is worth promoting, but its benefits will depend on access to inputs, information and markets, which differ widely among producers.',
};

const FIELD_TEXT: Partial<Record<DemoCategory, FieldText>> = {
  'Agricultural Economics and Extension': {
    context:
      'Smallholder farmers produce most of the food consumed in sub-Saharan Africa, yet their productivity remains well below what is attainable with available technologies. Market imperfections, limited access to finance and information, and the high risks of rainfed agriculture all shape farmers\' decisions, and understanding these constraints is essential for designing policies and programmes that work.',
    design:
      'The questionnaire was pre-tested with 30 respondents outside the sample area and revised before the main survey. Enumerators with agricultural training conducted interviews in the local language, and data were entered twice and cross-checked. Prices were collected from local markets at the time of the survey, and monetary values are reported in US dollars at the average exchange rate of the survey year.',
    discussion:
      'Our estimates are consistent with the wider literature on technology adoption, which finds that social networks, education and access to services are central to farmers\' decisions. Because the data come from observational surveys, we addressed selection bias explicitly, but unobserved factors such as motivation and managerial ability may still influence the estimates. Panel data and randomised evaluations would strengthen causal conclusions.',
  },
  'Animal Science and Production': {
    context:
      'Demand for animal-source foods is rising quickly in Africa and Asia with population growth and urbanisation. Livestock keepers face high feed costs, heat stress and disease, and improving the efficiency of production while safeguarding animal welfare and public health is a priority for both producers and consumers.',
    design:
      'Animals were cared for according to the institutional guidelines for the use of animals in research, and the protocol was approved by the ethics committee of the host institution. Animals were weighed at the start of the trial and allocated to treatments so that mean initial weights were similar, feed and water were provided as described, and health was checked daily.',
    discussion:
      'The responses observed are in line with the physiological mechanisms described for comparable production systems. Differences in breed, housing and climate limit direct comparison with studies from temperate regions, and on-farm validation under the conditions of small and medium-scale producers is the logical next step before wide recommendation.',
  },
  'Crop Science and Production': {
    context:
      'Crop yields on smallholder farms in the tropics commonly reach less than half of their potential. Drought, declining soil fertility, pests and diseases and the use of unimproved varieties all contribute to this gap, and the adaptation of varieties and agronomic practices to specific environments is central to raising productivity.',
    design:
      'Plots consisted of four to six rows of 5 m, and data were collected from the central rows to avoid border effects. Land preparation, weeding and pest control followed the practices recommended for the area, and rainfall, temperature and relative humidity were recorded at weather stations located within 2 km of the trial sites.',
    discussion:
      'The large contribution of the environment and of its interaction with management or genotype underlines the need for multi-location and multi-season testing before recommendations are made. The traits and practices identified here are simple to measure or apply, which makes them suitable for breeding programmes and extension services with limited resources.',
  },
  'Soil Science and Land Management': {
    context:
      'Soil degradation through erosion, nutrient mining and the loss of organic matter is one of the main threats to agricultural productivity in the tropics. Soil organic carbon in particular supports soil structure, water holding capacity and nutrient supply, and its restoration also contributes to climate change mitigation.',
    design:
      'Composite soil samples were made up of ten cores per plot, air-dried, sieved to 2 mm and analysed at the soil laboratory of the host institution. Organic carbon was determined by wet oxidation or dry combustion, bulk density by the core method, and carbon stocks were calculated on an equivalent soil mass basis to avoid bias from changes in bulk density.',
    discussion:
      'Changes in soil carbon are slow and difficult to detect against high spatial variability, which makes long-term experiments and careful sampling designs particularly valuable. The practices that improved soil properties in this study are also those that increase the return of organic matter to the soil, confirming the central role of biomass inputs in managing tropical soils.',
  },
  'Agricultural Engineering and Mechanization': {
    context:
      'Much of the work in smallholder agriculture and agro-processing is still done by hand, with high labour demands, losses and risks of injury. Appropriate machines that can be built and repaired locally, and that match the scale of operation of small enterprises, can raise productivity and improve the quality of products.',
    design:
      'The machine was fabricated in a local workshop using materials available in the market, and its main dimensions were chosen from the physical properties of the product measured beforehand. Each test was replicated three times, performance indicators were computed with standard equations, and the results were analysed as a factorial experiment.',
    discussion:
      'The performance achieved compares favourably with that of similar machines described in the literature, at a fraction of the cost of imported equipment. Durability, energy use and the training of operators were not fully assessed in this study, and longer-term testing with processors is needed to confirm the economic benefits.',
  },
  'Food Science and Technology': {
    context:
      'Food insecurity in many low-income countries is a matter of quality and safety as well as quantity. Micronutrient deficiencies, contamination with pathogens and toxins, and large post-harvest losses all reduce the contribution of locally produced foods to healthy diets, and simple processing and handling practices can make a substantial difference.',
    design:
      'All analyses were carried out in triplicate using official methods of analysis, and certified reference materials were included in each analytical batch. Sensory evaluations were conducted in individual booths under white light, and samples were coded with random three-digit numbers and presented in a balanced order.',
    discussion:
      'The results show that traditional foods and practices can be improved with modest changes that fit existing habits. Adoption will depend on cost, convenience and taste, so that consumer-oriented studies and work with small processors and vendors are needed alongside laboratory research.',
  },
  'Forestry and Wildlife Management': {
    context:
      'Forests and woodlands provide timber, fuel, food and medicines to millions of rural people and store large amounts of carbon. Reliable information on forest structure, biomass and regeneration is needed both for sustainable management and for national reporting under international climate agreements.',
    design:
      'Plot locations were recorded with a handheld GPS receiver, and tree diameter was measured at 1.3 m above ground or above buttresses where present. Tree heights were measured with a clinometer or laser rangefinder, and species were identified in the field with the help of local parataxonomists and verified with herbarium specimens.',
    discussion:
      'Our estimates fall within the range reported for similar ecosystems but differ from values derived with generic equations and default factors, which highlights the importance of local data. Management that maintains tree cover and diversity while allowing controlled use appears compatible with both livelihoods and conservation.',
  },
  'Fisheries and Aquaculture': {
    context:
      'Aquaculture is the fastest growing food production sector in the world and an important source of protein and income in Africa and Asia. Feed accounts for most of the production cost, and the availability of affordable feed ingredients and good water quality largely determine the profitability of fish farming.',
    design:
      'Fish were acclimatised for two weeks before the trial and fed twice daily. Water temperature, dissolved oxygen and pH were measured daily and ammonia weekly, and mortality was recorded daily. At the end of the trial all fish were counted and weighed, and samples were taken for proximate analysis of the whole body.',
    discussion:
      'The growth rates obtained are typical of those reported for the species under similar conditions. Alternative feed ingredients and management practices can lower production costs, but their supply, consistency of quality and acceptance by farmers must be assessed at commercial scale.',
  },
  'Environmental Sciences': {
    context:
      'Agriculture is both a cause and a victim of environmental change. Fertilisers, pesticides and irrigation can pollute water and emit greenhouse gases, while the degradation of ecosystems undermines the services on which farming itself depends. Measurements under real farming conditions are needed to design effective mitigation practices.',
    design:
      'Sampling followed a fixed schedule, with additional samples after major rainfall or management events. Samples were stored on ice, transported to the laboratory within 24 hours and analysed with validated methods including blanks, spikes and duplicates; results below the limit of quantification were treated as half that limit in statistical analyses.',
    discussion:
      'The magnitude of the effects observed shows that relatively simple changes in management can reduce environmental impacts considerably. Monitoring over longer periods and at more sites would help to capture inter-annual variability and to support the inclusion of these practices in national environmental programmes.',
  },
  'Plant and Animal Biotechnology': {
    context:
      'Molecular tools are transforming the characterisation and improvement of crops and livestock. Markers, sequencing and genome editing make it possible to describe genetic diversity precisely, detect pathogens before symptoms appear, and introduce targeted improvements far more quickly than conventional breeding alone.',
    design:
      'DNA or RNA was extracted with commercial kits following the manufacturers\' instructions, and its quality and quantity were checked by spectrophotometry and gel electrophoresis. Positive and negative controls were included in every run, and a subset of products was confirmed by Sanger sequencing.',
    discussion:
      'The molecular results are consistent with the biological observations and provide information that could not have been obtained from phenotypes alone. The application of these findings will depend on regulatory frameworks, on the capacity of national programmes, and on the integration of molecular tools into breeding and surveillance systems.',
  },
  'Agricultural Biodiversity and Conservation': {
    context:
      'Agricultural biodiversity, from crop landraces and livestock breeds to pollinators and soil organisms, underpins the resilience of farming systems. Much of this diversity is maintained by smallholder farmers and is being lost as production intensifies and traditional knowledge disappears.',
    design:
      'Participants were informed about the purpose of the study and gave their consent before interviews, and the collection of biological material followed national regulations on access to genetic resources. Specimens and samples were deposited with the national gene bank or reference collection.',
    discussion:
      'The findings show that diversity persists in farmers\' fields and surrounding landscapes but is concentrated in few households and habitats. Conservation efforts that combine gene banks with on-farm and in-situ approaches, and that create economic incentives for farmers, are most likely to succeed.',
  },
  'Climate Change and Agriculture': {
    context:
      'Climate change is already affecting agriculture through rising temperatures, changing rainfall patterns and more frequent extreme events. Smallholder farmers in semi-arid regions are among the most exposed, and understanding both the impacts and the options for adaptation is essential for food security.',
    design:
      'Climate data were quality-controlled and gaps were filled using records from neighbouring stations. Household surveys were conducted after harvest, and respondents were asked about changes observed over the previous twenty years and the practices they had adopted in response.',
    discussion:
      'Adaptation is already taking place, but its extent is limited by access to information, finance and inputs. Because the projected changes vary strongly between regions and seasons, adaptation strategies should be tailored to local conditions and combined with measures that reduce the risks farmers face.',
  },
};

const STATISTICS = [
  'Data were checked for normality and homogeneity of variance before analysis, and variables that did not meet these assumptions were transformed. Analysis of variance was performed with the general linear model procedure, and means were separated with Tukey\'s honestly significant difference test at the 5% level. All analyses were carried out in R version 4.2.',
  'Statistical analyses were performed in R with mixed-effects models in which treatments were fixed effects and blocks, sites or seasons were random effects. Model assumptions were checked graphically from the residuals, and differences between means were tested with Fisher\'s protected least significant difference at P < 0.05.',
  'Descriptive statistics were computed for all variables, and relationships between variables were examined with Pearson correlation coefficients. Econometric and statistical models were estimated in Stata 17 and R, and robust standard errors clustered at the community level are reported.',
];

const LIMITATIONS =
  'Several limitations should be kept in mind when interpreting these results. The study covered a limited number of sites and seasons, and conditions in other years may differ. Nevertheless, the consistency of the results across sites and the agreement with biological and economic reasoning give confidence in the main conclusions.';

function hash(text: string): number {
  let h = 0;
  for (const char of text) h = (Math.imul(h, 31) + char.charCodeAt(0)) >>> 0;
  return h;
}

export type ManuscriptSpec = Pick<PublishedPaperSpec, 'slug' | 'category' | 'site' | 'background' | 'objective' | 'methods' | 'results' | 'conclusion' | 'funding'>;

export function manuscriptSections(spec: ManuscriptSpec): ManuscriptSection[] {
  const field = FIELD_TEXT[spec.category] ?? GENERAL;
  const statistics = STATISTICS[hash(spec.slug) % STATISTICS.length]!;
  const sections: ManuscriptSection[] = [
    { heading: '1. Introduction', paragraphs: [spec.background, field.context, `${spec.objective} The hypothesis was that the practices studied would lead to measurable improvements under the conditions of ${spec.site}.`] },
    {
      heading: '2. Materials and Methods',
      paragraphs: [`2.1 Study area. The study was conducted in ${spec.site}. The sites were chosen to represent the main production conditions of the area, and their characteristics were recorded at the start of the work.`, `2.2 Design and measurements. ${spec.methods}`, field.design, `2.3 Statistical analysis. ${statistics}`],
    },
    { heading: '3. Results', paragraphs: [spec.results, 'The main effects and interactions are summarised in the tables of the full dataset, which is available from the corresponding author on reasonable request. Variation among replicates was within the range expected for studies of this kind, and no data were excluded from the analyses.'] },
    { heading: '4. Discussion', paragraphs: [field.discussion, GENERAL.discussion, LIMITATIONS] },
    { heading: '5. Conclusion', paragraphs: [spec.conclusion] },
  ];
  const declarations = [spec.funding ?? 'This research received no specific grant from any funding agency in the public, commercial or not-for-profit sectors.', 'The authors declare that they have no known competing financial interests or personal relationships that could have appeared to influence the work reported in this paper.'];
  sections.push({ heading: 'Funding and Competing Interests', paragraphs: declarations });
  return sections;
}
