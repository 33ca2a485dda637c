import { createJobQueue } from '../../platform/queue/job-queue';
import { createLogger } from '../../server';
import type { TestServer } from '../../testing/test-server';

type Answer = { status: string; errors: string[] | null; createdStatus?: { id: string | null } | null };
export type RunView = {
  id: string;
  status: string;
  total: number;
  doneCount: number;
  failedCount: number;
  folder: string | null;
  bucketName: string | null;
  rows: {
    totalCount: number;
    list: Array<{
      index: number;
      status: string;
      outputKey: string | null;
      outputEmailId: string | null;
      error: string | null;
      attempts: number;
    }>;
  };
};

const RUN_FIELDS = `id status total doneCount failedCount folder bucketName
  rows(limit: 200) { totalCount list { index status outputKey outputEmailId error attempts } }`;

/** Waits for a condition by asking again every 50 ms (the run moves in the background), failing after `ms`. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 200_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A document-run worker of its own (its own pg-boss instance on the server's database), as a separate process would run. */
export async function startWorker(server: TestServer, concurrency = 2) {
  const queue = createJobQueue({ executeSql: server.database.executeSql, log: createLogger('silent') });
  await server.services.documentRunsOn(queue).startWorker(concurrency);
  return queue;
}

/** The document-run GraphQL calls and the platform data they read, for API tests. */
export function runsClient(server: TestServer, token: string) {
  const gql = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const answer = await server.gql<T>(query, variables, { token });
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data;
  };
  return {
    gql,
    async policies(status: string, holders: Array<{ name: string; email?: string }>) {
      for (const [index, holder] of holders.entries()) {
        await gql(`mutation($input: policyInput!) { createPolicy(input: $input) { status } }`, {
          input: {
            issuerNumber: `${status}-${String(index + 1).padStart(2, '0')}`,
            status,
            holder: { id: `h${index}`, ...holder },
          },
        });
      }
    },
    async create(variables: Record<string, unknown>): Promise<Answer> {
      const data = await gql<{ createDocumentRun: Answer }>(
        `mutation($templateId: String!, $graphQlQuery: String, $variablesJsonString: String, $output: documentRunOutputInput!) {
          createDocumentRun(templateId: $templateId, graphQlQuery: $graphQlQuery, variablesJsonString: $variablesJsonString, output: $output) {
            status errors createdStatus { id } } }`,
        variables,
      );
      return data.createDocumentRun;
    },
    async start(variables: Record<string, unknown>): Promise<string> {
      const answer = await this.create(variables);
      if (answer.status !== 'success') throw new Error(JSON.stringify(answer));
      return String(answer.createdStatus?.id);
    },
    async run(id: string): Promise<RunView | null> {
      return (
        await gql<{ documentRun: RunView | null }>(`query($id: String!) { documentRun(id: $id) { ${RUN_FIELDS} } }`, {
          id,
        })
      ).documentRun;
    },
    async cancel(id: string) {
      return (
        await gql<{ cancelDocumentRun: Answer }>(
          'mutation($id: String!) { cancelDocumentRun(id: $id) { status errors } }',
          { id },
        )
      ).cancelDocumentRun;
    },
    /** Waits for the run to reach a state. */
    finished(id: string, done: (run: RunView) => boolean = (run) => run.status !== 'running') {
      return until(
        () => this.run(id),
        (run) => run !== null && done(run),
      ) as Promise<RunView>;
    },
  };
}
