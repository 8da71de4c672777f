// The persister's code, fetched by persister.ts as one file: a signed-in start with a persisted
// cache needs its restore and then its writer, and one file is one round trip before the first
// paint, where a file of their shared code would be a second one after it.
export { startWriting, writeNow } from './persist-writer.ts';
export { restorePersisted } from './restore-persisted.ts';
