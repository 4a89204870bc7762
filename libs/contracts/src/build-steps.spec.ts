import { BUILD_STEPS, displayedStepNumber, inStepPercent, progressFor } from './build-steps';

describe('build progress scale', () => {
  it('gives each step 16 points and never reaches the next step from inside one', () => {
    expect(progressFor('store_creation', 0)).toBe(0);
    expect(progressFor('theme_installation', 0)).toBe(16);
    expect(progressFor('theme_installation', 1)).toBe(31);
    expect(progressFor('branding_setup', 0.5)).toBe(88);
  });

  it('shows the step number and in-step percent the way the dashboard computes them', () => {
    expect(displayedStepNumber(0)).toBe(1);
    expect(displayedStepNumber(17)).toBe(2);
    expect(displayedStepNumber(100)).toBe(BUILD_STEPS.length);
    expect(inStepPercent(20)).toBe(25);
  });
});
