import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throwaway PostgreSQL server of this run (postgres database). */
    postgresUrl: string;
  }
}

/** One PostgreSQL server for the whole contract run; each test file makes its own database. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPostgres();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
