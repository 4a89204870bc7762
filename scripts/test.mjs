#!/usr/bin/env node
// `npm test`: every check the project has, in the order that fails fastest.
import { runSteps } from './run-steps.mjs';

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', FORCE_COLOR: process.env.CI ? '0' : process.env.FORCE_COLOR };

const steps = [
  ['lock file complete for npm ci', 'node scripts/complete-lockfile.mjs package-lock.json --check'],
  ['lint (incl. module boundaries)', 'npm run lint --silent'],
  ['type-check', 'npm run typecheck --silent'],
  ['build', 'npm run build --silent'],
  ['storybook build (every story then renders in the browser tests)', 'npm run build-storybook -w web --silent'],
  // --forceExit: a test that leaves a socket open must not keep CI waiting until its time limit.
  ['unit, component and integration tests', 'npx jest --ci --forceExit'],
];

process.exit(await runSteps(steps, { env }));
