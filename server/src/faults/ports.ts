/** Fixed ports of the fault tests (range 39920–39959; e2e/src/support/ports.ts has the browser ones). */
export const FAULT_PORTS = {
  dbNode: 39920,
  redis: 39921,
  nodeA: 39922,
  nodeB: 39923,
  restartRedis: 39924,
  restartNode: 39925,
  restartWriter: 39926,
} as const;
