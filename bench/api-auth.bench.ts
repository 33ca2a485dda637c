// Authenticated small query against the studio server, as a ratio of a bare graphql-yoga hello query.
import { startBareYoga } from './lib/anchor';
import { startStudioServer } from './lib/studio-server';
import { compare, report } from './lib/throughput';

const anchor = await startBareYoga();
const studio = await startStudioServer();
try {
  const result = await compare(
    { name: 'me', run: studio.caller('{ me { username tenantId } }') },
    { name: 'bare hello', run: anchor.hello },
  );
  report('api-auth: authenticated { me } query', result, 'bare yoga { hello }');
} finally {
  await studio.close();
  await anchor.close();
}
