import { describe, expect, it } from 'vitest';
import { ICON_PATHS } from './notification-icon.tsx';

describe('notification icons', () => {
  it('draws every icon differently', () => {
    const drawings = Object.values(ICON_PATHS);
    expect(new Set(drawings).size).toBe(drawings.length);
  });
});
