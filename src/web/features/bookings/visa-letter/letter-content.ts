// The words of the visa support letter, as blocks, from the server's visa-letter facts. The preview
// in the modal and the PDF both render these blocks, so what the traveller reads is what they download.
import type { VisaLetter } from '../../../../shared/contract/visa-letter.ts';
import { formatLongDate } from '../../../../shared/domain/dates.ts';

export type LetterBlock =
  | { kind: 'letterhead'; text: string }
  | { kind: 'small'; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'item'; text: string }
  | { kind: 'gap' }
  /** Blocks that stay on one page together (the closing and signature). */
  | { kind: 'keep'; blocks: LetterBlock[] };

export type Recipient = VisaLetter['recipients'][number];

const recipientLine = (r: Recipient) => `${r.fullName}${r.nationality ? `, ${r.nationality} national` : ''}`;

/**
 * `today` is the server's current date (never the device clock). Recipients are the passengers the
 * traveller chose, in the order the server lists them.
 */
export function letterBlocks(letter: VisaLetter, recipients: readonly Recipient[], today: string): LetterBlock[] {
  const company = letter.company;
  const many = recipients.length > 1;
  const blocks: LetterBlock[] = [
    { kind: 'letterhead', text: company.name },
    { kind: 'small', text: `${company.email} · ${company.phone}` },
    { kind: 'gap' },
    { kind: 'text', text: formatLongDate(today) },
    { kind: 'gap' },
    { kind: 'text', text: 'To whom it may concern,' },
    { kind: 'gap' },
    { kind: 'strong', text: `Re: visa support letter, booking #${letter.bookingId}` },
    { kind: 'gap' },
    {
      kind: 'text',
      text: `We confirm that the following ${many ? 'travellers hold' : 'traveller holds'} a booking on ${letter.productName} with ${company.name}:`,
    },
    ...recipients.map((r): LetterBlock => ({ kind: 'item', text: recipientLine(r) })),
    { kind: 'gap' },
    {
      kind: 'text',
      text: `Travel dates: ${formatLongDate(letter.departure)} to ${formatLongDate(letter.finishDate)}.`,
    },
    { kind: 'text', text: `Starting at ${letter.departurePoint} and finishing at ${letter.finishPoint}.` },
    { kind: 'text', text: `Destinations: ${letter.itineraryDestinations}.` },
  ];
  if (letter.transportName) blocks.push({ kind: 'text', text: `Vessel or transport: ${letter.transportName}.` });
  blocks.push(
    { kind: 'gap' },
    { kind: 'strong', text: 'Itinerary' },
    ...letter.itineraryDetails
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line): LetterBlock => ({ kind: 'text', text: line })),
    { kind: 'gap' },
    {
      kind: 'text',
      text: `Should you need any further information, please contact us at ${company.email} or ${company.phone}.`,
    },
    { kind: 'gap' },
    {
      kind: 'keep',
      blocks: [
        { kind: 'text', text: 'Yours faithfully,' },
        { kind: 'gap' },
        { kind: 'strong', text: company.name },
        { kind: 'text', text: 'Reservations team' },
      ],
    },
  );
  return blocks;
}

/** The letter's file name: '{bookingId} - Visa Letter for {recipient names joined by comma}.pdf'. */
export function visaLetterFileName(bookingId: number, recipients: readonly Pick<Recipient, 'fullName'>[]): string {
  return `${bookingId} - Visa Letter for ${recipients.map((r) => r.fullName).join(', ')}.pdf`;
}
