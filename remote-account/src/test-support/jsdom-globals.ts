// jsdom lacks the Fetch API classes the data router builds requests with; import this first.
import './node-globals';
import { Headers, Request, Response } from 'undici';

Object.assign(globalThis, { Headers, Request, Response });
