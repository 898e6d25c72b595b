// The stores @fastify/rate-limit ships (CommonJS, untyped): rate-limits.ts wraps them.
declare module '@fastify/rate-limit/store/*.js' {
  type Res = { current: number; ttl: number };
  class Store {
    constructor(...args: unknown[]);
    incr(key: string, cb: (err: Error | null, res?: Res) => void, timeWindow: number, max: number): void;
    read(key: string, cb: (err: Error | null, res?: Res) => void, timeWindow: number, max: number): void;
    child(routeOptions: unknown): Store;
  }
  export default Store;
}
