// The few parts of autocannon 9 the benchmarks use (the package ships no types; @types lag a major).
declare module 'autocannon' {
  interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Send exactly this many requests, then stop (instead of running for `duration`). */
    amount?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: Array<RawRequest & { setupRequest?: (req: RawRequest) => RawRequest }>;
    /** Called with each connection's client (an internal object of autocannon's) before it starts. */
    setupClient?: (client: unknown) => void;
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(opts: Options): Promise<Result>;
  /** The callback form runs until `stop()` (or the duration) and then calls back with the result. */
  function autocannon(opts: Options, done: (err: Error | null, result: Result) => void): { stop(): void };
  export default autocannon;
}
