// jsdom lacks the Node globals the router needs when it loads (TextEncoder, streams …). Not
// MessageChannel: an open port would keep jest alive after the run.
import { TextDecoder, TextEncoder } from 'node:util';
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';

Object.assign(globalThis, { TextEncoder, TextDecoder, ReadableStream, TransformStream, WritableStream });
