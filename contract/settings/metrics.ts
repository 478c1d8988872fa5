import { z } from 'zod';

/**
 * The Journal Impact & Reach counters of the home page (reading-side.md §2 Home, §9): journal
 * settings an admin may change, stored in `settings` under this key.
 */
export const HOME_METRICS_KEY = 'home.metrics';

export const homeMetricsSchema = z.object({
  articles: z.number().int().min(0),
  citationIndex: z.number().min(0),
  /** Shown as written, e.g. '45+'. */
  countries: z.string().min(1),
  impactFactor: z.number().min(0),
});

export type HomeMetrics = z.infer<typeof homeMetricsSchema>;

/** The figures the spec gives (reading-side.md §2 Home): 1247 articles, 2.8, 45+, 3.2. */
export const SPEC_HOME_METRICS: HomeMetrics = { articles: 1247, citationIndex: 2.8, countries: '45+', impactFactor: 3.2 };

/**
 * What the home page counts itself when no figures are set (decision 0059): published articles, and
 * every counted view and download (COUNTER R5 rules).
 */
export interface HomeReach {
  articles: number;
  views: number;
  downloads: number;
}
