/** The six build steps, in the order the worker runs them (spec §4). */
export const BUILD_STEPS = [
  'store_creation',
  'theme_installation',
  'pages_setup',
  'products_setup',
  'navigation_setup',
  'branding_setup',
] as const;

export type BuildStep = (typeof BUILD_STEPS)[number];

/** Progress scale of the spec (§4, §9): 16 points per step, 6.25 % per point within a step. */
export const POINTS_PER_STEP = 16;
export const PERCENT_PER_POINT = 6.25;
export const PROGRESS_DONE = 100;

export function stepIndex(step: BuildStep): number {
  return BUILD_STEPS.indexOf(step);
}

/** Overall progress for a step that has finished `fraction` (0..1) of its work. */
export function progressFor(step: BuildStep, fraction: number): number {
  const clamped = Math.min(1, Math.max(0, fraction));
  // A step's own points run 0..15; the 16th point is the start of the next step.
  const inStep = Math.min(POINTS_PER_STEP - 1, Math.floor(clamped * POINTS_PER_STEP));
  return stepIndex(step) * POINTS_PER_STEP + inStep;
}

/** "Step N of 6" as the dashboard shows it: floor(progress / 16) + 1, capped at 6. */
export function displayedStepNumber(progress: number): number {
  return Math.min(BUILD_STEPS.length, Math.floor(progress / POINTS_PER_STEP) + 1);
}

/** In-step percent as the dashboard shows it: (progress mod 16) × 6.25. */
export function inStepPercent(progress: number): number {
  return (progress % POINTS_PER_STEP) * PERCENT_PER_POINT;
}
