// Where every line of the visa letter goes on the page: A4 portrait, margins 1.5 cm top, 2.2 cm
// right, 1 cm bottom, 2.2 cm left. Pure: the caller passes the font's width
// function, so the layout is tested without a browser and drawn by build-visa-letter-pdf.ts.
import type { LetterBlock } from './letter-content.ts';

export const CM = 28.3465; // PDF points per centimetre
export const A4 = { width: 595.28, height: 841.89 } as const; // portrait, in points
export const MARGINS = { top: 1.5 * CM, right: 2.2 * CM, bottom: 1 * CM, left: 2.2 * CM } as const;
export const CONTENT_WIDTH = A4.width - MARGINS.left - MARGINS.right;

export type FontStyle = 'regular' | 'bold';
/** Width in points of `text` at `size` in the given style (pdf-lib: font.widthOfTextAtSize). */
export type Measure = (text: string, size: number, style: FontStyle) => number;

export type PlacedLine = { text: string; x: number; y: number; size: number; style: FontStyle };
export type LetterLayout = { pages: PlacedLine[][] };

const STYLE: Record<
  Exclude<LetterBlock['kind'], 'gap' | 'keep'>,
  { size: number; style: FontStyle; indent: number }
> = {
  letterhead: { size: 18, style: 'bold', indent: 0 },
  small: { size: 9, style: 'regular', indent: 0 },
  text: { size: 11, style: 'regular', indent: 0 },
  strong: { size: 11, style: 'bold', indent: 0 },
  item: { size: 11, style: 'regular', indent: 14 },
};
const LEADING = 1.35; // line height as a multiple of the font size
const GAP = 11; // a blank line between paragraphs
const DESCENT = 0.25; // how far below the baseline glyphs reach, as a share of the size
const BULLET = '• ';

// The standard PDF fonts only know WinAnsi (cp1252): anything else loses its accent, or becomes '?'.
const CP1252_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const encodable = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRAS.includes(ch);
};

// Letters with a stroke have no decomposed form to strip an accent from.
const STROKED: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', Ŧ: 'T', ŧ: 't', ı: 'i' };

export function pdfSafeText(text: string): string {
  let out = '';
  for (const ch of text.replace(/\s/g, ' ')) {
    if (encodable(ch)) out += ch;
    else {
      const plain = STROKED[ch] ?? ch.normalize('NFD').replace(/\p{M}/gu, '');
      out += plain && [...plain].every(encodable) ? plain : '?';
    }
  }
  return out;
}

/** Words onto lines that `fits` accepts; a word longer than a line is cut where it must be. */
export function wrapText(text: string, fits: (line: string) => boolean): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

type Row = { kind: 'line'; text: string; size: number; style: FontStyle; x: number } | { kind: 'gap' };
type TextBlock = Exclude<LetterBlock, { kind: 'gap' } | { kind: 'keep' }>;

function linesOf(block: TextBlock, measure: Measure): Row[] {
  const { size, style, indent } = STYLE[block.kind];
  const prefix = block.kind === 'item' ? BULLET : '';
  const left = MARGINS.left + indent;
  const prefixWidth = prefix ? measure(prefix, size, style) : 0;
  const width = CONTENT_WIDTH - indent - prefixWidth;
  return wrapText(pdfSafeText(block.text), (line) => measure(line, size, style) <= width).map((line, index) =>
    prefix && index === 0
      ? { kind: 'line', text: prefix + line, size, style, x: left }
      : { kind: 'line', text: line, size, style, x: left + prefixWidth },
  );
}

function rowsOf(block: LetterBlock, measure: Measure): Row[] {
  if (block.kind === 'gap') return [{ kind: 'gap' }];
  if (block.kind === 'keep') return block.blocks.flatMap((inner) => rowsOf(inner, measure));
  return linesOf(block, measure);
}

const lineFits = (cursor: number, size: number) => cursor - size - size * DESCENT >= MARGINS.bottom;

export function layoutLetter(blocks: readonly LetterBlock[], measure: Measure): LetterLayout {
  const pages: PlacedLine[][] = [[]];
  const top = A4.height - MARGINS.top;
  let cursor = top; // the top of the next line
  const newPage = () => {
    pages.push([]);
    cursor = top;
  };
  /** Whether `rows` fit below the cursor on this page. */
  const fitsHere = (rows: readonly Row[]) => {
    let c = cursor;
    for (const row of rows) {
      if (row.kind === 'gap') c -= GAP;
      else if (!lineFits(c, row.size)) return false;
      else c -= row.size * LEADING;
    }
    return true;
  };
  const place = (row: Row) => {
    if (row.kind === 'gap') {
      if (cursor !== top) cursor -= GAP; // never start a page with blank space
      return;
    }
    if (!lineFits(cursor, row.size)) newPage();
    // The baseline sits one font size below the cursor, so the capitals stay under the top margin.
    pages[pages.length - 1]?.push({ text: row.text, x: row.x, y: cursor - row.size, size: row.size, style: row.style });
    cursor -= row.size * LEADING;
  };
  for (const block of blocks) {
    const rows = rowsOf(block, measure);
    // A block kept together (the signature) moves whole to the next page rather than split.
    if (block.kind === 'keep' && cursor !== top && !fitsHere(rows)) newPage();
    for (const row of rows) place(row);
  }
  return { pages };
}
