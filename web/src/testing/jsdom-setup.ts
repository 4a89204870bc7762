// The shared contracts' DTO decorators (class-transformer) read metadata through the Reflect API.
import 'reflect-metadata';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these web globals that react-router uses.
Object.assign(globalThis, { TextEncoder, TextDecoder });
