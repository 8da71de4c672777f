// Runs the API server in this very process (tsx registered as a loader first), instead of a child:
// one PID to stop, and Ctrl-C or SIGTERM reach the server's own shutdown handler directly.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './ensure-build.mjs';

export async function startServer() {
  await import('tsx');
  await import(pathToFileURL(path.join(root, 'src', 'server', 'main.ts')).href);
}
