import { BUILD_STEPS } from '@ducan/contracts';
import { BrandingSetupStep } from './branding-setup.step';
import { NavigationSetupStep } from './navigation-setup.step';
import { PagesSetupStep } from './pages-setup.step';
import { ProductsSetupStep } from './products-setup.step';
import { StoreCreationStep } from './store-creation.step';
import { ThemeInstallationStep } from './theme-installation.step';

export type { BuildStepHandler } from './build-step';

/** Injection token of the ordered step list. */
export const BUILD_STEP_HANDLERS = Symbol('BUILD_STEP_HANDLERS');

/** In the spec's order (checked below against BUILD_STEPS at load time). */
export const BUILD_STEP_CLASSES = [
  StoreCreationStep,
  ThemeInstallationStep,
  PagesSetupStep,
  ProductsSetupStep,
  NavigationSetupStep,
  BrandingSetupStep,
];

const order = BUILD_STEP_CLASSES.map((step) => new step().name);
if (order.join() !== BUILD_STEPS.join()) throw new Error(`Build steps out of order: ${order.join(', ')}`);
