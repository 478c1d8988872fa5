/** Privacy constants (acting-side.md §9): how long records are kept, who the service is for. */
export const RETENTION = {
  financialRecordsYears: 7,
  communicationsYears: 3,
} as const;

export const MINIMUM_USER_AGE = 18;
