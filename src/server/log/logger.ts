// The server's one logger (pino): a JSON object per line on stdout, for a log shipper to read, or
// pino-pretty's coloured lines when a developer watches a terminal. pino-pretty is a
// devDependency: it is looked for only outside production, and when it cannot be found (an install
// without devDependencies) the lines stay JSON. Writes are asynchronous: a line goes out at once
// when no write is under way, and lines made meanwhile go out together in the next one, so a busy
// server makes one write for many requests instead of one blocking write each (that write was the
// largest share of a booking read's CPU under load). Whatever is still buffered is written
// synchronously on exit, process.exit() and a fatal error included; only a SIGKILL can lose the
// last few milliseconds of lines. What a line may contain: http/log-error.ts.
import { createRequire } from 'node:module';
import { type DestinationStream, type Logger, pino } from 'pino';
import { type LogSettings, readLogSettings } from '../env.ts';

export type { Logger } from 'pino';

/** pino-pretty's stream, or undefined when it is not installed. */
function prettyStream(): DestinationStream | undefined {
  try {
    const pretty = createRequire(import.meta.url)('pino-pretty') as (options: object) => DestinationStream;
    return pretty({
      sync: true,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname,method,route,status,ms',
      messageFormat: '{msg}{if method} {method} {route} {status} {ms} ms{end}',
    });
  } catch {
    return undefined;
  }
}

export function createLogger(settings: LogSettings, destination?: DestinationStream): Logger {
  const options = {
    level: settings.level,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  const stream = destination ?? (settings.pretty ? prettyStream() : undefined);
  return stream ? pino(options, stream) : pino(options, pino.destination({ dest: 1, sync: false }));
}

export const logger = createLogger(readLogSettings(process.stdout.isTTY === true));
