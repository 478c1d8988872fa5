/** The submission categories offered, in the spec's order (acting-side.md §3). */
export const SUBMISSION_CATEGORIES = [
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

export type SubmissionCategory = (typeof SUBMISSION_CATEGORIES)[number];

/**
 * acting-side.md §5: an ethics statement is required for these categories. The form's asterisk
 * follows the same list (the spec's label used a different one; issue 6 asks for one rule).
 */
export const ETHICS_REQUIRED_CATEGORIES: readonly string[] = ['Clinical Research', 'Animal Studies', 'Human Subjects Research'];

export const requiresEthicsStatement = (category: string) => ETHICS_REQUIRED_CATEGORIES.includes(category);
