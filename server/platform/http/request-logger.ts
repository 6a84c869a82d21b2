import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;
type Level = (typeof LEVELS)[number];
type Log = (...args: unknown[]) => void;

/**
 * A request's logger that makes pino's child logger (the one carrying the request id) only when
 * something is logged at an enabled level. Fastify asks for a child on every request, and pino
 * builds each one with its own bindings and property set (hidden-class transitions in V8 that
 * showed up in a `perf` profile of a cached GET), although at the default level a successful
 * request writes nothing.
 */
export class LazyChildLogger {
  private made?: FastifyBaseLogger;
  private levelOverride?: string;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly own: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** Whether pino's child has been made (tests). */
  get isMade(): boolean {
    return this.made !== undefined;
  }

  get level(): string {
    return this.made?.level ?? this.levelOverride ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.levelOverride = level;
    if (this.made) this.made.level = level;
  }

  trace(...args: unknown[]): void {
    this.log('trace', args);
  }
  debug(...args: unknown[]): void {
    this.log('debug', args);
  }
  info(...args: unknown[]): void {
    this.log('info', args);
  }
  warn(...args: unknown[]): void {
    this.log('warn', args);
  }
  error(...args: unknown[]): void {
    this.log('error', args);
  }
  fatal(...args: unknown[]): void {
    this.log('fatal', args);
  }
  silent(): void {}

  /** pino's: the fields every line of this logger carries (the request id among them). */
  bindings(): Bindings {
    const parent = (this.parent as FastifyBaseLogger & { bindings?(): Bindings }).bindings?.() ?? {};
    return { ...parent, ...this.own };
  }

  /** pino's: whether a line at this level would be written. */
  isLevelEnabled(level: string): boolean {
    const current = this.level;
    if (current === 'silent') return false;
    const threshold = LEVELS.indexOf(current as Level);
    const at = LEVELS.indexOf(level as Level);
    return threshold === -1 || at === -1 || at >= threshold;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }

  private real(): FastifyBaseLogger {
    if (!this.made) {
      this.made = this.parent.child(this.own, this.options);
      if (this.levelOverride !== undefined) this.made.level = this.levelOverride;
    }
    return this.made;
  }

  private log(level: Level, args: unknown[]): void {
    // An unknown (custom) level: pino decides.
    if (this.isLevelEnabled(level)) (this.real()[level] as Log)(...args);
  }
}

/** Fastify's `childLoggerFactory`: a lazy child per request. */
export function lazyChildLoggerFactory(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new LazyChildLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
