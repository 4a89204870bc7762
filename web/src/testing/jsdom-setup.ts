import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these web globals that react-router uses.
Object.assign(globalThis, { TextEncoder, TextDecoder });
