/** reading-side.md §2 "Announcements" and §3: the four types, in the filter's order. */
export const ANNOUNCEMENT_TYPES = ['Call for Papers', 'Deadline', 'Event', 'General'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/**
 * reading-side.md §3: when an announcement has no type, its title decides: containing 'call'
 * gives Call for Papers, 'deadline' Deadline, 'event' Event, anything else General (checked in
 * that order, ignoring case).
 */
export function deriveAnnouncementType(title: string): AnnouncementType {
  const text = title.toLowerCase();
  if (text.includes('call')) return 'Call for Papers';
  if (text.includes('deadline')) return 'Deadline';
  if (text.includes('event')) return 'Event';
  return 'General';
}

/** The stored type when there is one, else the one derived from the title. */
export function announcementType(type: string | null | undefined, title: string): AnnouncementType {
  return (ANNOUNCEMENT_TYPES as readonly string[]).includes(type ?? '') ? (type as AnnouncementType) : deriveAnnouncementType(title);
}

export const ANNOUNCEMENT_PRIORITIES = ['high', 'normal', 'low'] as const;
export type AnnouncementPriority = (typeof ANNOUNCEMENT_PRIORITIES)[number];
