import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSchema, createYoga } from 'graphql-yoga';
import { graphqlCaller } from './throughput';

/** The anchor every API benchmark is compared to: a bare graphql-yoga answering `{ hello }`. */
export async function startBareYoga(): Promise<{
  url: string;
  hello: () => Promise<void>;
  close: () => Promise<void>;
}> {
  const yoga = createYoga({
    schema: createSchema({ typeDefs: 'type Query { hello: String }', resolvers: { Query: { hello: () => 'world' } } }),
    logging: false,
  });
  const server: Server = createServer(yoga);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  return {
    url,
    hello: graphqlCaller(url, '{ hello }'),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
