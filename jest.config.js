/** One runner for the workspace: unit tests (node), web component tests (jsdom), integration tests. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const moduleNameMapper = {
  '^@ducan/contracts/(.+)$': '<rootDir>/libs/contracts/src/$1',
  '^@ducan/(.*)$': '<rootDir>/libs/$1/src',
  '^@/(.*)$': '<rootDir>/web/src/$1',
};

const common = {
  rootDir: __dirname,
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper,
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{libs,api,worker}/**/src/**/*.spec.ts', '<rootDir>/test/unit/**/*.spec.ts'],
    },
    {
      ...common,
      displayName: 'web',
      testEnvironment: '<rootDir>/web/src/testing/jsdom-environment.cjs',
      testMatch: ['<rootDir>/web/src/**/*.spec.{ts,tsx}'],
      setupFiles: ['<rootDir>/web/src/testing/jsdom-setup.ts'],
      moduleNameMapper: { ...moduleNameMapper, '\\.(css|svg|png|jpg)$': '<rootDir>/web/src/testing/file-stub.js' },
    },
    {
      ...common,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{api,worker,libs}/**/test/**/*.int-spec.ts', '<rootDir>/test/integration/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
      setupFiles: ['reflect-metadata'],
    },
    {
      ...common,
      displayName: 'browser',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/browser/**/*.browser-spec.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/browser/support/jest-timeout.ts'],
      globalSetup: '<rootDir>/test/browser/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/browser/support/global-teardown.ts',
    },
    {
      ...common,
      displayName: 'chaos',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/chaos/**/*.chaos-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
      setupFiles: ['reflect-metadata'],
    },
  ],
};
