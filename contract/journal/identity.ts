/**
 * Who the journal is (reading-side.md §1 "Published facts about the journal"). Pages, mail,
 * feeds, the API description and the manuscript template all read these; none restates them.
 */
export const JOURNAL_NAME = 'Journal of Agriculture and Life Sciences';
export const JOURNAL_SHORT_NAME = 'JALS';
export const PUBLISHER = 'Faculty of Agriculture';
export const FOUNDED_YEAR = 2015;

/** Authors keep copyright; articles carry CC BY 4.0 (reading-side.md §1, §9). */
export const LICENCE = {
  name: 'Creative Commons Attribution 4.0 International',
  shortName: 'CC BY 4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

/** Scope areas in the order reading-side.md §1 lists them. */
export const SCOPE_AREAS = [
  'Agricultural economics and extension',
  'Animal science',
  'Crop science',
  'Soil science',
  'Agricultural engineering',
  'Food science',
  'Forestry and wildlife',
  'Fisheries and aquaculture',
  'Environmental sciences',
  'Plant and animal biotechnology',
  'Biodiversity and conservation',
  'Climate change',
] as const;

/** Enquiries are answered within this window (reading-side.md §1, §9; acting-side.md §9). */
export const RESPONSE_TIME = '24-48 hours';
