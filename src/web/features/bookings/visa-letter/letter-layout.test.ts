import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { VisaLetter } from '../../../../shared/contract/visa-letter.ts';
import { letterBlocks, visaLetterFileName } from './letter-content.ts';
import { A4, CM, CONTENT_WIDTH, layoutLetter, MARGINS, type Measure, pdfSafeText, wrapText } from './letter-layout.ts';

const letter: VisaLetter = {
  bookingId: 40009,
  productName: 'Morocco: Sahara and the Imperial Cities',
  departure: '2026-09-14',
  finishDate: '2026-09-24',
  departurePoint: 'Marrakech, Morocco',
  finishPoint: 'Fès, Morocco',
  itineraryDestinations: 'Marrakech, Aït Benhaddou, Merzouga, Fès',
  itineraryDetails: 'Day 1: Marrakech\nDay 2: Over the High Atlas to Aït Benhaddou\n\nDay 3: Desert camp',
  transportName: null,
  company: { name: 'Gangway Tours', email: 'reservations@tours.gangway.example', phone: '+44 20 7946 0027' },
  recipients: [
    { id: 1, fullName: 'Olivia Bennett', nationality: 'British', age: 1988, isChosen: true },
    { id: 2, fullName: 'Chloe Nguyen', nationality: 'Australian', age: 1990, isChosen: false },
  ],
};

async function helveticaMeasure(): Promise<Measure> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  return (text, size, style) =>
    [...text].reduce((w, ch) => w + (style === 'bold' ? bold : regular).widthOfTextAtSize(ch, size), 0);
}

describe('visa letter page geometry', () => {
  it('is A4 portrait with margins 1.5 / 2.2 / 1 / 2.2 cm', () => {
    expect(A4).toEqual({ width: 595.28, height: 841.89 });
    expect(A4.height).toBeGreaterThan(A4.width);
    expect(MARGINS.top).toBeCloseTo(42.52, 2);
    expect(MARGINS.right).toBeCloseTo(62.36, 2);
    expect(MARGINS.bottom).toBeCloseTo(28.35, 2);
    expect(MARGINS.left).toBeCloseTo(2.2 * CM, 6);
  });
});

describe('wrapText', () => {
  const fits = (max: number) => (line: string) => line.length <= max;

  it('breaks between words and keeps every word', () => {
    expect(wrapText('one two three four', fits(9))).toEqual(['one two', 'three', 'four']);
  });

  it('cuts a word longer than a line', () => {
    const lines = wrapText('abcdefghijkl xy', fits(5));
    expect(lines).toEqual(['abcde', 'fghij', 'kl xy']);
    expect(lines.every((l) => l.length <= 5)).toBe(true);
  });
});

describe('layoutLetter', () => {
  it('keeps every line inside the margins with real Helvetica widths', async () => {
    const measure = await helveticaMeasure();
    const long = {
      ...letter,
      itineraryDetails: Array.from(
        { length: 12 },
        (_, i) => `Day ${i + 1}: ${'sail and swim around the islands '.repeat(6)}`,
      ).join('\n'),
    };
    const { pages } = layoutLetter(letterBlocks(long, long.recipients, '2026-05-01T09:00:00Z'), measure);
    const lines = pages.flat();
    expect(lines.length).toBeGreaterThan(30);
    for (const line of lines) {
      expect(line.x).toBeGreaterThanOrEqual(MARGINS.left);
      expect(line.x + measure(line.text, line.size, line.style)).toBeLessThanOrEqual(A4.width - MARGINS.right + 1e-6);
      expect(line.y + line.size).toBeLessThanOrEqual(A4.height - MARGINS.top + 1e-6);
      expect(line.y - line.size * 0.25).toBeGreaterThanOrEqual(MARGINS.bottom - 1e-6);
    }
    // Some lines were wrapped: the itinerary lines are longer than the content width.
    expect(measure(`Day 1: ${'sail and swim around the islands '.repeat(6)}`, 11, 'regular')).toBeGreaterThan(
      CONTENT_WIDTH,
    );
  });

  it('adds pages when the text does not fit on one, each page starting at the top margin', async () => {
    const measure = await helveticaMeasure();
    const long = {
      ...letter,
      itineraryDetails: Array.from({ length: 90 }, (_, i) => `Day ${i + 1}: at sea`).join('\n'),
    };
    const { pages } = layoutLetter(letterBlocks(long, long.recipients, '2026-05-01'), measure);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) {
      const first = page[0];
      expect(first?.y).toBeCloseTo(A4.height - MARGINS.top - (first?.size ?? 0), 6);
    }
    // Nothing lost: every itinerary day is on some page, in order.
    const days = pages.flat().filter((l) => l.text.startsWith('Day '));
    expect(days.map((l) => l.text)).toEqual(Array.from({ length: 90 }, (_, i) => `Day ${i + 1}: at sea`));
  });

  it('never splits the closing from the signature, wherever the page ends', async () => {
    const measure = await helveticaMeasure();
    let sawSecondPage = false;
    for (let days = 25; days <= 60; days++) {
      const long = { ...letter, itineraryDetails: Array.from({ length: days }, (_, i) => `Day ${i + 1}`).join('\n') };
      const { pages } = layoutLetter(letterBlocks(long, long.recipients, '2026-05-01'), measure);
      const pageOf = (text: string) => pages.findIndex((page) => page.some((line) => line.text === text));
      expect(pageOf('Yours faithfully,')).toBe(pageOf('Reservations team'));
      sawSecondPage ||= pageOf('Yours faithfully,') > 0;
    }
    expect(sawSecondPage).toBe(true);
  });

  it('prints the letterhead, the date, the greeting, the recipients and the trip', () => {
    const measure: Measure = (text, size) => text.length * size * 0.5;
    const text = layoutLetter(letterBlocks(letter, letter.recipients, '2026-05-01T09:00:00Z'), measure)
      .pages.flat()
      .map((l) => l.text)
      .join('\n');
    expect(text).toContain('Gangway Tours');
    expect(text).toContain('1st May, 2026');
    expect(text).toContain('To whom it may concern,');
    expect(text).toContain('• Olivia Bennett, British national');
    expect(text).toContain('• Chloe Nguyen, Australian national');
    expect(text).toContain('14th September, 2026 to 24th September, 2026');
    expect(text).toContain('Marrakech, Morocco and finishing at Fès, Morocco');
    expect(text).toContain('Day 2: Over the High Atlas to Aït Benhaddou');
    expect(text).not.toContain('Vessel');
  });
});

describe('pdfSafeText', () => {
  it('keeps what the standard fonts can encode and strips accents from the rest', () => {
    expect(pdfSafeText('Fès – Gruž “quoted”')).toBe('Fès – Gruž “quoted”');
    expect(pdfSafeText('Dubrovnik, Čilipi, Łódź')).toBe('Dubrovnik, Cilipi, Lódz');
    expect(pdfSafeText('東京 ✓')).toBe('?? ?');
    expect(pdfSafeText('a\tb\nc')).toBe('a b c');
  });
});

describe('visaLetterFileName', () => {
  it("is '{bookingId} - Visa Letter for {names joined by comma}.pdf'", () => {
    expect(visaLetterFileName(40009, [{ fullName: 'Olivia Bennett' }, { fullName: 'Chloe Nguyen' }])).toBe(
      '40009 - Visa Letter for Olivia Bennett, Chloe Nguyen.pdf',
    );
    expect(visaLetterFileName(40014, [{ fullName: 'Olivia Bennett' }])).toBe(
      '40014 - Visa Letter for Olivia Bennett.pdf',
    );
  });
});
