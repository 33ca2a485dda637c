import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';

/** The smallest statement that goes the whole way to the database and back. */
export const pingDatabase = async (db: Pick<Database, 'execute'>): Promise<void> => {
  await db.execute(sql`select 1`);
};
