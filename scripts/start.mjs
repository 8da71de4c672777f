// `npm start`: build the PWA if needed, then serve it and the API on one port.
// The server itself migrates, seeds demo data into an empty database and listens on PORT (3000),
// keeping its files under DATA_DIR (./data); see src/server/env.ts.
import { ensureBuild } from './lib/ensure-build.mjs';
import { startServer } from './lib/start-server.mjs';

ensureBuild();
await startServer();
