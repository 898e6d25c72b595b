/**
 * For jsdom tests of pages under a data router: jsdom lacks the Node globals and Fetch API classes
 * the router builds its requests with. Import this first in such a test file. Not MessageChannel:
 * React's scheduler would keep an open port, and jest alive after the run.
 */
import { TextDecoder, TextEncoder } from 'node:util';
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { MessagePort } from 'node:worker_threads';
import type * as Undici from 'undici';

// MessagePort is only a class undici checks for; no port is opened
Object.assign(globalThis, { TextEncoder, TextDecoder, ReadableStream, TransformStream, WritableStream, MessagePort });

// undici reads the stream globals above when it loads, so it is required after they are set
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Headers, Request, Response } = require('undici') as typeof Undici;
Object.assign(globalThis, { Headers, Request, Response });

export { answerOk, answerRefused, startStubApi, type StubApi } from './stub-api';
