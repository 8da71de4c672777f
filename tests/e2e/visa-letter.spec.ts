// The visa letter: the modal's steps (focus moves on to each new step's first control), the
// recipient rule, and the PDF made in the browser, read back here with pdf-lib: page size, pages,
// the file name and the letter's text. Reads data only.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { decodePDFRawStream, PDFArray, type PDFDocument as Doc, PDFDocument, PDFRawStream } from 'pdf-lib';
import { DEMO, expect, expectAccessible, test, withSession } from './fixtures.ts';

const SERVER = { timeout: 20_000 };
test.describe.configure({ timeout: 90_000 });

const A4 = { width: 595.28, height: 841.89 };

async function openBooking(page: Page, id: number) {
  await withSession(page, DEMO.lead);
  await page.goto(`/bookings/${id}`);
}

/**
 * What each page draws: pdf-lib writes a line as '1 0 0 1 x y Tm' (its origin) and then the text
 * as a hex string shown with Tj, inside a Flate-compressed content stream.
 */
function pageContents(pdf: Doc): { text: string; origins: [number, number][] }[] {
  return pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    let text = '';
    const origins: [number, number][] = [];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const [, x, y] of operators.matchAll(/1 0 0 1 (-?[\d.]+) (-?[\d.]+) Tm/g))
        origins.push([Number(x), Number(y)]);
      for (const [, hex] of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        text += `${Buffer.from(hex ?? '', 'hex').toString('latin1')}\n`;
      }
    }
    return { text, origins };
  });
}

const CM = 28.3465;

async function downloadLetter(page: Page) {
  const downloading = page.waitForEvent('download', SERVER);
  await page.getByRole('dialog').getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  const file = await download.path();
  const pdf = await PDFDocument.load(await readFile(file));
  return { name: download.suggestedFilename(), pdf };
}

test('the lead goes through info, recipients and letter, and downloads an A4 PDF', async ({ page }) => {
  // pdf-lib arrives only when Download is pressed.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await openBooking(page, 40003);
  await page.getByRole('button', { name: 'Visa letter' }).click();
  const modal = page.getByRole('dialog', { name: 'Visa letter' });
  await modal.getByRole('button', { name: 'YES, I NEED A VISA' }).click(SERVER);

  await expect(modal.getByRole('group', { name: 'Who is the letter for?' })).toBeVisible();
  const olivia = modal.getByRole('checkbox', { name: /^Olivia Bennett/ });
  const emily = modal.getByRole('checkbox', { name: /^Emily Bennett/ });
  // The button pressed has gone: focus is on the new step's first control, not on the page.
  await expect(olivia).toBeFocused();
  await expect(olivia).toBeChecked(); // the viewer's own passenger is preselected
  await expect(emily).not.toBeChecked();
  await olivia.uncheck();
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(modal.getByText('Please choose at least one passenger')).toBeVisible();
  await olivia.check();
  await emily.check();
  await expect(modal.getByText('Please choose at least one passenger')).toHaveCount(0);
  await expectAccessible(page);
  await modal.getByRole('button', { name: 'Continue' }).click();

  const preview = modal.getByRole('article', { name: 'Letter preview' });
  await expect(preview.getByText('To whom it may concern,')).toBeVisible();
  await expect(preview).toBeFocused();
  await expect(preview.getByText(/^Olivia Bennett, British national$/)).toBeVisible();
  await expect(preview.getByText(/^Emily Bennett/)).toBeVisible();
  expect(scripts.some((url) => url.includes('build-visa-letter-pdf'))).toBe(false);

  const { name, pdf } = await downloadLetter(page);
  expect(name).toBe('40003 - Visa Letter for Olivia Bennett, Emily Bennett.pdf');
  expect(scripts.some((url) => url.includes('build-visa-letter-pdf'))).toBe(true);
  // Back, by keyboard, twice: each step again starts from its first control.
  await modal.getByRole('button', { name: 'Back' }).focus();
  await page.keyboard.press('Enter');
  await expect(olivia).toBeFocused();
  await modal.getByRole('button', { name: 'Back' }).focus();
  await page.keyboard.press('Enter');
  await expect(modal.getByRole('button', { name: 'YES, I NEED A VISA' })).toBeFocused();

  expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
  for (const pdfPage of pdf.getPages()) {
    const { width, height } = pdfPage.getSize();
    expect(width).toBeCloseTo(A4.width, 2);
    expect(height).toBeCloseTo(A4.height, 2);
  }
  const pages = pageContents(pdf);
  const text = pages.map((p) => p.text).join('');
  expect(text).toContain('To whom it may concern,');
  expect(text).toContain('Olivia Bennett, British national');
  expect(text).toContain('Emily Bennett');
  expect(text).toContain('Re: visa support letter, booking #40003');
  expect(text).toMatch(/Travel dates: \d{1,2}(st|nd|rd|th) \w+, \d{4} to \d{1,2}(st|nd|rd|th) \w+, \d{4}\./);
  expect(text).toContain('Starting at Lima, Peru and finishing at Cusco, Peru.');
  // A tour opened on the cruise site: the letter is on the tour brand's letterhead (brands.ts).
  expect(text).toContain('Gangway Tours');
  expect(text).not.toContain('Gangway Sailing');
  // Every line starts on the 2.2 cm left margin (or indented from it), below the 1.5 cm top margin
  // and above the 1 cm bottom one.
  const origins = pages.flatMap((p) => p.origins);
  expect(origins.length).toBeGreaterThan(15);
  expect(Math.min(...origins.map(([x]) => x))).toBeCloseTo(2.2 * CM, 1);
  expect(Math.max(...origins.map(([, y]) => y))).toBeLessThanOrEqual(A4.height - 1.5 * CM);
  expect(Math.min(...origins.map(([, y]) => y))).toBeGreaterThan(1 * CM);
  expect(pdf.getTitle()).toBe('Visa Letter - booking 40003');
});

test('with a single passenger the modal opens on the letter itself', async ({ page }) => {
  await openBooking(page, 40014);
  await page.getByRole('button', { name: 'Visa letter' }).click();
  const modal = page.getByRole('dialog', { name: 'Visa letter' });
  await expect(modal.getByRole('article', { name: 'Letter preview' })).toBeVisible(SERVER);
  await expect(modal.getByRole('button', { name: 'YES, I NEED A VISA' })).toHaveCount(0);
  await expect(modal.getByRole('checkbox')).toHaveCount(0);

  const { name, pdf } = await downloadLetter(page);
  expect(name).toBe('40014 - Visa Letter for Olivia Bennett.pdf');
  expect(pdf.getPageCount()).toBe(1);
  const [first] = pdf.getPages();
  expect(first?.getSize()).toEqual(A4);
  const text = pageContents(pdf)
    .map((p) => p.text)
    .join('');
  expect(text).toContain('Olivia Bennett, British national');
  expect(text).toContain('Marrakech, Morocco');
});

test('a booking without visa data offers no letter', async ({ page }) => {
  await openBooking(page, 40006); // Croatia: no visa letter for this direction
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SERVER);
  await expect(page.getByRole('region', { name: 'Passengers' })).toBeVisible(SERVER);
  await expect(page.getByRole('button', { name: 'Visa letter' })).toHaveCount(0);
});
