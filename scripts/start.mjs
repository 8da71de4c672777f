// `npm start`: build the PWA if needed, then serve it and the API on one port.
// The server itself migrates, seeds demo data into an empty database and listens on PORT (3000),
// keeping its files under DATA_DIR (data/ of the installation); see src/server/env.ts.
// With NODE_ENV=production it runs what `npm run build` made, as it is: it builds nothing and needs
// no devDependency (`node dist/server/main.js` does the same).
import { ensureBuild } from './lib/ensure-build.mjs';
import { runServerModule } from './lib/start-server.mjs';

if (process.env.NODE_ENV !== 'production') ensureBuild();
await runServerModule('main');
