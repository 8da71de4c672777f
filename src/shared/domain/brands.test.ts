import { describe, expect, it } from 'vitest';
import { BRANDS, bookingWords, documentBrand, pageTitle, productKind } from './brands.ts';

describe('the brand rule', () => {
  it("names a booking by its product's kind, not by the host", () => {
    expect(bookingWords({ id: 40003, brand: 'tour' })).toEqual({
      noun: 'Tour',
      yourTrip: 'Your Tour',
      headerTitle: 'Booking #40003',
    });
    expect(bookingWords({ id: 40001, brand: 'cruise' })).toEqual({
      noun: 'Cruise',
      yourTrip: 'Your Cruise',
      headerTitle: 'Cruise #40001',
    });
    expect(productKind({ brand: 'medical' })).toBe('cruise');
  });

  it("puts a booking's documents on its own brand's letterhead", () => {
    expect(documentBrand({ brand: 'tour' })).toBe(BRANDS.tour);
    expect(documentBrand({ brand: 'cruise' }).company).toBe('Gangway Sailing');
  });

  it("suffixes page titles with the host's brand, whatever the booking", () => {
    expect(pageTitle(bookingWords({ id: 40003, brand: 'tour' }).yourTrip, BRANDS.cruise)).toBe(
      'Your Tour | Gangway Sailing™',
    );
  });
});
