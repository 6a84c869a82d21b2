/**
 * The contract between the harness (bench/run.ts) and a scenario module (bench/scenarios/*.ts).
 *
 * A scenario module exports `scenario: Scenario`. The harness finds every file in bench/scenarios,
 * starts the app server on each database, calls `setup(server)` for the request to load, runs it
 * with autocannon (10 connections, BENCH_DURATION seconds) and reports requests per second, p99
 * latency and the ratio to a bare node:http server measured in the same run.
 */

export type DatabaseKind = 'pglite' | 'postgres';

/** The running app server a scenario is set up against. */
export interface BenchServer {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  database: DatabaseKind;
  /** The server's process id (for its CPU time or memory from /proc). */
  pid?: number;
  /** On PostgreSQL, the bench database's URL (a scenario may load bulk data straight into it). */
  databaseUrl?: string;
  /**
   * A request to the server with the Origin header of the server itself (so state-changing
   * requests pass the CSRF check). Use it in setup to sign in, create data and so on.
   */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** Signs in through POST /api/auth/login and returns the Cookie header value (`sid=...`). */
  login(email: string, password: string): Promise<string>;
}

/** What autocannon sends: one request, repeated. */
export interface LoadRequest {
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
  /** Status a response must have to count as a success (default 200). Anything else fails the run. */
  expectStatus?: number;
}

export interface Target {
  /** Requests per second at least this share of the node:http baseline. */
  minRatio?: number;
  /** p99 latency at most this many milliseconds. */
  maxP99Ms?: number;
  /** The databases the target applies to (default: PostgreSQL only, the production database). */
  databases?: DatabaseKind[];
}

export interface Scenario {
  /** Short kebab-case name, also usable in --only=<name>. */
  name: string;
  /** One line for the report, e.g. 'GET /api/content-feed'. */
  title: string;
  /** Databases to run on (default: every database of this run). */
  databases?: DatabaseKind[];
  /** Concurrent connections (default 10, or BENCH_CONNECTIONS). */
  connections?: number;
  /** One target, or one per database (e.g. a lower ratio on PGlite). */
  target?: Target | Target[];
  /** Prepares the data and returns the request to load (a load scenario). */
  setup?(server: BenchServer): Promise<LoadRequest>;
  /**
   * Instead of a load: runs its own measurement (e.g. many buyers at once) and reports it. A
   * scenario has either `setup` or `check`.
   */
  check?(server: BenchServer): Promise<CheckResult>;
  /** Clean-up after the run (the server is still up). */
  teardown?(server: BenchServer): Promise<void>;
}

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  /** Responses with another status than expected, plus socket errors and timeouts. */
  failures: number;
  requests: number;
  /** CPU time of the server process per request, microseconds (Linux only; not the database's). */
  serverCpuUsPerRequest?: number;
}

/** What a `check` scenario measured. */
export interface CheckResult {
  /** The figures, one line, e.g. '50 buyers: slowest answer 412 ms, median 120 ms; 5 booked'. */
  figures: string;
  /** The target in words, e.g. 'every buyer answered within 1 s, exactly 5 bookings'. */
  target: string;
  pass: boolean;
}
