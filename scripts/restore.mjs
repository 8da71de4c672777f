// `npm run restore -- <file> [--data-dir <folder>] [--force]`: a backup back into DATA_DIR
// (src/server/restore-data-dir.ts), from the build in production, like the server.
import { runServerModule } from './lib/start-server.mjs';

await runServerModule('restore-data-dir');
