import { HOME_METRICS_KEY, homeMetricsSchema, type HomeMetrics } from '../../contract/settings/metrics';
import type { Ctx } from '../context';
import { findSetting } from './settings.repo';

/**
 * The home page's Journal Impact & Reach figures, or null when the journal has not set them:
 * the page then leaves the section out rather than show figures nobody entered (decision 0008).
 */
export async function getHomeMetrics(ctx: Pick<Ctx, 'db'>): Promise<HomeMetrics | null> {
  const parsed = homeMetricsSchema.safeParse(await findSetting(ctx.db, HOME_METRICS_KEY));
  return parsed.success ? parsed.data : null;
}
