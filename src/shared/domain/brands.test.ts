import { describe, expect, it } from 'vitest';
import { BRANDS, bookingWords, brandIdForHost, documentBrand, pageTitle, productKind } from './brands.ts';

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

  it("picks the brand by the host's first label, the medical one only when enabled", () => {
    expect(brandIdForHost('tour.example.com', 'cruise')).toBe('tour');
    expect(brandIdForHost('Tours.example.com:8443', 'cruise')).toBe('tour');
    expect(brandIdForHost('sailing.localhost', 'tour')).toBe('cruise');
    expect(brandIdForHost('tour', 'cruise')).toBe('cruise');
    expect(brandIdForHost('tourist.example.com', 'cruise')).toBe('cruise');
    expect(brandIdForHost('__proto__.example.com', 'tour')).toBe('tour');
    expect(brandIdForHost('medical.example.com', 'tour')).toBe('tour');
    expect(brandIdForHost('medical.example.com', 'tour', true)).toBe('medical');
    expect(brandIdForHost('example.com', 'medical')).toBe('cruise');
  });
});
