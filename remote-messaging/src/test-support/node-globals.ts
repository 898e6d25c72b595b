// jsdom lacks the Node globals the router and undici need when they load (TextEncoder, streams…).
import { TextDecoder, TextEncoder } from 'node:util';
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { MessageChannel, MessagePort } from 'node:worker_threads';

Object.assign(globalThis, { TextEncoder, TextDecoder, ReadableStream, TransformStream, WritableStream, MessageChannel, MessagePort });
