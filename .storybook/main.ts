import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Stories live beside their widgets (DESIGN "Widgets") and beside the engine's renderer. The
 * builder reuses vite.config.ts, so stories get the same React plugin and the same build-time
 * template compiler (`virtual:quadro/templates`) as the app.
 */
const config: StorybookConfig = {
  stories: ['../widgets/**/*.stories.tsx', '../src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  // No network here, and none wanted: telemetry would only wait for a timeout.
  core: { disableTelemetry: true },
};

export default config;
