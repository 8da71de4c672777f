// The check every screen's accessibility test relies on (expectAccessible, fixtures.ts) finds a
// serious violation, in the page and in a frame of it, and passes a sound page.
import { expect, expectAccessible, test } from './fixtures.ts';

const SOUND = '<main><h1>Fine</h1><button type="button">Pay now</button></main>';
const UNNAMED_BUTTON = '<button type="button"></button>';

test('expectAccessible passes a sound page and fails an unnamed button, also inside a frame', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><title>Check</title><body>${SOUND}</body></html>`);
  await expectAccessible(page);

  await page.setContent(
    `<!doctype html><html lang="en"><title>Check</title><body>${SOUND}${UNNAMED_BUTTON}</body></html>`,
  );
  await expect(expectAccessible(page)).rejects.toThrow(/critical button-name/);

  const framed = `<!doctype html><html lang="en"><title>Inner</title><body>${UNNAMED_BUTTON}</body></html>`;
  await page.setContent(
    `<!doctype html><html lang="en"><title>Check</title><body>${SOUND}<iframe title="Card" srcdoc='${framed}'></iframe></body></html>`,
  );
  await expect(page.frameLocator('iframe').getByRole('button')).toHaveCount(1);
  await expect(expectAccessible(page)).rejects.toThrow(/critical button-name/);
});
