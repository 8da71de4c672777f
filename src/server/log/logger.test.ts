import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readLogSettings } from '../env.ts';
import { createLogger } from './logger.ts';

function captured(level: 'info' | 'warn') {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: createLogger({ level, pretty: false }, sink), lines };
}

describe('the server log', () => {
  it('writes one JSON object per line with the level by name and an ISO time', () => {
    const { log, lines } = captured('info');
    log.info({ route: '/x' }, 'hello');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.endsWith('\n')).toBe(true);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ level: 'info', route: '/x', msg: 'hello' });
    expect(JSON.parse(lines[0] ?? '').time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('leaves out what is below LOG_LEVEL', () => {
    const { log, lines } = captured('warn');
    log.info('quiet');
    log.warn('heard');
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['heard']);
  });

  it('reads LOG_LEVEL (info unless set) and refuses a level it does not know', () => {
    expect(readLogSettings(false, {}).level).toBe('info');
    expect(readLogSettings(false, { LOG_LEVEL: 'DEBUG' }).level).toBe('debug');
    expect(() => readLogSettings(false, { LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of .*got loud/);
  });

  it('is pretty only in development at a terminal: JSON in production and into pipes', () => {
    expect(readLogSettings(true, {}).pretty).toBe(true);
    expect(readLogSettings(true, { NODE_ENV: 'production' }).pretty).toBe(false);
    expect(readLogSettings(false, {}).pretty).toBe(false);
  });
});
