import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ command }) => ({
  plugins: [reactRouter()],
  // react-bootstrap's per-component entry points are CommonJS; bundling them into the
  // server build gives the same default exports on server and client (the dev server
  // applies its own CommonJS interop instead).
  ssr:
    command === 'build'
      ? { noExternal: ['react-bootstrap', /^@restart\//, '@react-aria/ssr', 'dom-helpers', 'uncontrollable', 'react-transition-group'] }
      : {},
}));
