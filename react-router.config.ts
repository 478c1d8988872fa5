import type { Config } from '@react-router/dev/config';

// Server-side rendering for every page (docs/decisions/0001-stack.md).
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
