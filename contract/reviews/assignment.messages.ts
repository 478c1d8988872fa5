/** What the assignment modal and POST …/assign-reviewers say about conflicts of interest (decision 0041). */
export const CONFLICT_MESSAGES = {
  reasonRequired: 'Give the reason for inviting this reviewer despite the conflict of interest.',
  reasonLabel: 'Reason for inviting despite the conflict',
  /** The server's refusal when a conflicted reviewer comes without a reason. */
  needsReason: (name: string, conflicts: readonly string[]) => `${name}: ${conflicts.join('; ')}. Give a reason to invite them despite the conflict of interest.`,
} as const;
