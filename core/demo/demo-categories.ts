/** The submission categories offered, in the spec's order (acting-side.md §3). */
export const DEMO_CATEGORIES = [
  'Agricultural Economics and Extension',
  'Animal Science and Production',
  'Crop Science and Production',
  'Soil Science and Land Management',
  'Agricultural Engineering and Mechanization',
  'Food Science and Technology',
  'Forestry and Wildlife Management',
  'Fisheries and Aquaculture',
  'Environmental Sciences',
  'Plant and Animal Biotechnology',
  'Agricultural Biodiversity and Conservation',
  'Climate Change and Agriculture',
  'Clinical Research',
  'Animal Studies',
  'Human Subjects Research',
  'Other',
] as const;

export type DemoCategory = (typeof DEMO_CATEGORIES)[number];
