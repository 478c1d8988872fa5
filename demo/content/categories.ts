import { SUBMISSION_CATEGORIES } from '../../contract/papers/submission-categories';

/** The demo journal offers the spec's submission categories, in its order (acting-side.md §3). */
export const DEMO_CATEGORIES = SUBMISSION_CATEGORIES;

export type DemoCategory = (typeof DEMO_CATEGORIES)[number];
