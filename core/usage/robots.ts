import { isbot } from 'isbot';

/**
 * COUNTER R5 excludes robots and crawlers "identified by a list maintained by COUNTER" or an
 * equivalent (decision 0059). `isbot` (5.x) is that list here: a pattern kept up to date from
 * several crawler lists (crawler-user-agents, Matomo's device detector, user-agents.net, …), which
 * also covers the COUNTER list's tools (curl, wget, python-requests, Java, headless browsers,
 * link checkers, harvesters). A request with no user agent at all is no reader's browser either.
 */
export function isRobot(userAgent: string | null | undefined): boolean {
  const text = userAgent?.trim() ?? '';
  return text === '' || isbot(text);
}
