import { AsyncLocalStorage } from 'node:async_hooks';

/** The name of the GraphQL operation being executed, for the audit trail; set by the GraphQL layer. */
const requestOperation = new AsyncLocalStorage<string>();

export const runInRequestOperation = <T>(name: string, work: () => T): T => requestOperation.run(name, work);

export const currentRequestOperation = (): string | undefined => requestOperation.getStore();
