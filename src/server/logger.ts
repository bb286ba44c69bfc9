import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

type Level = 'debug' | 'info' | 'warn' | 'error' | 'silent';

/** The request a line is written for (http/request-id.ts sets it), so every line of one request can be found together. */
export const requestIds = new AsyncLocalStorage<string>();

/**
 * Where lines go, as before JSON: debug and info to standard output, warnings and errors to standard error (where a
 * supervisor or the test runner looks first); written at once, so a line written just before process.exit is never lost.
 */
const standardStreams = (): pino.DestinationStream =>
  pino.multistream(
    [
      { level: 'debug', stream: pino.destination({ dest: 1, sync: true }) },
      { level: 'warn', stream: pino.destination({ dest: 2, sync: true }) },
    ],
    { dedupe: true },
  );
let destination: pino.DestinationStream = standardStreams();
let logger = createLogger('info');

function createLogger(level: Level): pino.Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const reqId = requestIds.getStore();
        return reqId ? { reqId } : {};
      },
    },
    destination,
  );
}

export function setLogLevel(level: Level): void {
  logger.level = level;
}

/** @internal Tests: lines go to `write` instead of standard output, until called again without it. */
export function setLogDestination(write?: (line: string) => void): void {
  destination = write ? { write } : standardStreams();
  logger = createLogger(logger.level as Level);
}

/**
 * What of an error goes into the log: its kind, the message without the SQL statement a database error starts
 * with (its values may be a guest's e-mail or name), and the stack's frames.
 */
export function errorForLog(error: Error): { type: string; message: string; code?: string; stack?: string } {
  const code = (error as { code?: unknown }).code;
  // MikroORM's driver errors read "<statement> - <PostgreSQL's message>".
  const message = typeof code === 'string' && error.message.includes(' - ') ? error.message.slice(error.message.lastIndexOf(' - ') + 3) : error.message;
  const frames = error.stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
  return { type: error.name, message, ...(typeof code === 'string' ? { code } : {}), ...(frames ? { stack: frames } : {}) };
}

function write(level: Exclude<Level, 'silent'>, message: string, extra?: unknown): void {
  if (extra === undefined) logger[level](message);
  else if (extra instanceof Error) logger[level]({ error: errorForLog(extra) }, message);
  else logger[level]({ detail: extra }, message);
}

/** Server log: one JSON line per event (pino) on standard output, never to the browser. */
export const log = {
  debug: (message: string, extra?: unknown) => write('debug', message, extra),
  info: (message: string, extra?: unknown) => write('info', message, extra),
  warn: (message: string, extra?: unknown) => write('warn', message, extra),
  error: (message: string, extra?: unknown) => write('error', message, extra),
};
