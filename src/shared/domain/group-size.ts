// How a review's group size reads.
import type { GroupSize } from '../contract/reviews.ts';

export const GROUP_SIZE_LABELS: Record<GroupSize, string> = {
  Solo: 'Solo Traveler',
  'Friend/s': 'Traveling with friends',
  Couple: 'Traveling with couple',
  Family: 'Traveling with family',
};

export const groupSizeLabel = (size: GroupSize) => GROUP_SIZE_LABELS[size];
