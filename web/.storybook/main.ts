import type { StorybookConfig } from '@storybook/react-vite';

/** Stories live next to their components; the build reuses web/vite.config.ts (Tailwind, aliases). */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
