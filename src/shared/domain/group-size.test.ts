import { describe, expect, it } from 'vitest';
import { GROUP_SIZES } from '../contract/reviews.ts';
import { groupSizeLabel } from './group-size.ts';

describe('groupSizeLabel', () => {
  it('reads each group size in words', () => {
    expect(GROUP_SIZES.map(groupSizeLabel)).toEqual([
      'Solo Traveler',
      'Traveling with friends',
      'Traveling with couple',
      'Traveling with family',
    ]);
  });
});
