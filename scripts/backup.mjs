// `npm run backup [-- <file>]`: a consistent copy of DATA_DIR (src/server/backup-data-dir.ts), from
// the build in production, so it runs where only the production install is.
import { runServerModule } from './lib/start-server.mjs';

await runServerModule('backup-data-dir');
