// The key the calendar feed tokens are derived with (calendar/feed-tokens.ts): CALENDAR_FEED_SECRET,
// else one made at first start under DATA_DIR. Replacing it changes every feed URL at once.
import { dataDirSecrets, randomSecret } from '../secrets/data-dir-secret.ts';

const CALENDAR_FEED_SECRET_FILE = 'calendar-feed-secret.json';

export async function calendarFeedSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const { secret } = await dataDirSecrets(dataDir, CALENDAR_FEED_SECRET_FILE, () => ({ secret: randomSecret('cal_') }));
  return secret as string;
}
