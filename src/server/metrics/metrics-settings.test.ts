import { describe, expect, it } from 'vitest';
import { readMetricsSettings } from './metrics-settings.ts';

describe('readMetricsSettings', () => {
  it('is off without METRICS_PORT', () => {
    expect(readMetricsSettings({ METRICS_HOST: '0.0.0.0', METRICS_TOKEN: 't' }, 3000)).toBeUndefined();
  });

  it('binds to loopback unless told otherwise, with or without a token', () => {
    expect(readMetricsSettings({ METRICS_PORT: '9464' }, 3000)).toEqual({
      port: 9464,
      host: '127.0.0.1',
      token: undefined,
    });
    expect(readMetricsSettings({ METRICS_PORT: '9464', METRICS_HOST: '::1', METRICS_TOKEN: 's3cret' }, 3000)).toEqual({
      port: 9464,
      host: '::1',
      token: 's3cret',
    });
  });

  it('refuses another host without a token, naming the fix', () => {
    expect(() => readMetricsSettings({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }, 3000)).toThrow(
      /METRICS_HOST=0\.0\.0\.0 .*set METRICS_TOKEN/,
    );
    expect(
      readMetricsSettings({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5', METRICS_TOKEN: 't' }, 3000)?.host,
    ).toBe('10.0.0.5');
  });

  it('refuses the public port and what is no port', () => {
    expect(() => readMetricsSettings({ METRICS_PORT: '3000' }, 3000)).toThrow(/must differ from PORT/);
    for (const bad of ['0', '70000', 'abc', '9464.5'])
      expect(() => readMetricsSettings({ METRICS_PORT: bad }, 3000)).toThrow(/METRICS_PORT must be a port number/);
  });
});
