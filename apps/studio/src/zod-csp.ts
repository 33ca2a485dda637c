import { config } from 'zod/mini';

// The studio runs under a Content-Security-Policy without 'unsafe-eval'. zod probes `new Function`
// (a reported violation) the first time it parses an object, so it is told not to compile parsers
// before anything parses: every lazy page (app/routes.tsx) imports this module before its own.
config({ jitless: true });
