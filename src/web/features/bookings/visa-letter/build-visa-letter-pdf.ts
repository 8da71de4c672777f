// Draws the laid-out letter with pdf-lib. This module is only ever imported dynamically from the
// Download button, so pdf-lib travels in its own chunk and the booking page never loads it up front.
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import type { VisaLetter } from '../../../../shared/contract/visa-letter.ts';
import { letterBlocks, type Recipient } from './letter-content.ts';
import { A4, type FontStyle, layoutLetter } from './letter-layout.ts';

/**
 * Glyph widths summed one by one: pdf-lib's drawText does not kern, so measuring whole strings
 * (which subtracts kerning) would let a line run a little past the margin.
 */
const unkernedWidth = (font: PDFFont) => (text: string, size: number) =>
  [...text].reduce((width, ch) => width + font.widthOfTextAtSize(ch, size), 0);

export async function buildVisaLetterPdf(
  letter: VisaLetter,
  recipients: readonly Recipient[],
  today: string,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fonts: Record<FontStyle, PDFFont> = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const widths = { regular: unkernedWidth(fonts.regular), bold: unkernedWidth(fonts.bold) };
  const layout = layoutLetter(letterBlocks(letter, recipients, today), (text, size, style) =>
    widths[style](text, size),
  );
  for (const lines of layout.pages) {
    const page = pdf.addPage([A4.width, A4.height]);
    for (const line of lines) {
      page.drawText(line.text, {
        x: line.x,
        y: line.y,
        size: line.size,
        font: fonts[line.style],
        color: rgb(0.1, 0.1, 0.12),
      });
    }
  }
  pdf.setTitle(`Visa Letter - booking ${letter.bookingId}`);
  pdf.setAuthor(letter.company.name);
  pdf.setCreator(letter.company.name);
  pdf.setCreationDate(new Date(today));
  return pdf.save();
}
