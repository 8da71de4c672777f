// `npm run demo:remove`: deletes the demo's customers and all they own (src/server/remove-demo.ts),
// from the build in production, so it runs where only the production install is.
import { runServerModule } from './lib/start-server.mjs';

await runServerModule('remove-demo');
