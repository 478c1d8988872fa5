import { LICENCE } from '../journal/identity';

/**
 * The submission checklist (issue 15 "Publication fees"): what /guide-for-authors asks of every
 * submission, one checkbox each, all required. The guide's own words, so the form asks nothing
 * the guide does not say (decision 0048).
 */
export const SUBMISSION_CHECKLIST = [
  { id: 'original', text: 'The manuscript has not been published and is not under consideration elsewhere (a preprint is mentioned in the cover letter).' },
  { id: 'approved', text: 'All authors have approved the submission.' },
  { id: 'guide', text: 'The manuscript follows the Guide for Authors: the limits of its article type, the manuscript structure and the formatting.' },
  { id: 'anonymised', text: 'The manuscript file is anonymised for double-blind review: no author names, affiliations or identifying acknowledgments in the text or the document properties.' },
  { id: 'references', text: 'References are cited and listed in APA style, with a DOI for every work that has one.' },
  { id: 'statements', text: 'Funding, ethics approval, conflicts of interest and acknowledgments are declared in the form.' },
] as const;
export type ChecklistItemId = (typeof SUBMISSION_CHECKLIST)[number]['id'];
export const CHECKLIST_IDS = SUBMISSION_CHECKLIST.map((item) => item.id) as [ChecklistItemId, ...ChecklistItemId[]];

/** The licence consent every submission gives (reading-side.md §1, §9: authors keep copyright, CC BY 4.0). */
export const LICENCE_CONSENT_TEXT = `I agree that the article, if accepted, is published open access under the ${LICENCE.name} licence (${LICENCE.shortName}); the authors keep the copyright.`;
