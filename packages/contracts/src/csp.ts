import { config } from 'zod/mini';

// The studio runs under a Content-Security-Policy without 'unsafe-eval'. zod probes `new Function`
// (a reported violation) when the first object schema is built, so in a browser it is told not to
// compile parsers before any schema exists: index.ts exports this module first.
if ('window' in globalThis) config({ jitless: true });
