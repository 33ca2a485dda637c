import { writeFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { buildSchema } from '../graphql/schema';

writeFileSync(new URL('../../schema.graphql', import.meta.url), `${printSchema(buildSchema())}\n`);
