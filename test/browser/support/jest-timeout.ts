// Page loads, axe scans and Storybook sweeps take longer than Jest's 5 s default.
jest.setTimeout(60_000);
