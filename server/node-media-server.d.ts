// node-media-server 4.x ships no types: the parts media/ingest.ts uses (its event API and RTMP listener).
declare module 'node-media-server' {
  import type { Server, Socket } from 'node:net';

  export interface NmsSession {
    id: string;
    ip: string;
    protocol: string;
    streamApp: string;
    streamName: string;
    streamPath: string;
    /** FLV codec ids: 7 H.264, 12 H.265; 0 until the first packet */
    videoCodec: number;
    videoWidth: number;
    videoHeight: number;
    /** FLV codec ids: 10 AAC; 0 until the first packet */
    audioCodec: number;
    inBytes: number;
    socket?: Socket;
    close(): void;
  }

  type NmsEvent = 'prePlay' | 'postPlay' | 'donePlay' | 'prePublish' | 'postPublish' | 'donePublish';

  export default class NodeMediaServer {
    constructor(config: { bind?: string; rtmp?: { port: number }; webadmin?: { enable: boolean } });
    on(event: NmsEvent, listener: (session: NmsSession) => void): void;
    rtmpServer: { tcpServer?: Server; stop(): void };
    stop(): Promise<void>;
  }
}

declare module 'node-media-server/src/core/logger.js' {
  const logger: { level: string };
  export default logger;
}

declare module 'node-media-server/src/core/context.js' {
  import type { EventEmitter } from 'node:events';
  const context: { eventEmitter: EventEmitter };
  export default context;
}
