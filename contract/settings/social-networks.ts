/** The networks of the journal's social links (`contact.details`); zod-free, so /contact shows their names without loading zod (decision 0032). */
export const SOCIAL_NETWORKS = ['facebook', 'x', 'linkedin', 'researchgate', 'youtube', 'instagram', 'mastodon', 'bluesky'] as const;
export const SOCIAL_NETWORK_LABELS: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  facebook: 'Facebook',
  x: 'X (Twitter)',
  linkedin: 'LinkedIn',
  researchgate: 'ResearchGate',
  youtube: 'YouTube',
  instagram: 'Instagram',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
};
