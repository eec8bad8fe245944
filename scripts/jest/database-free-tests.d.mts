/** Whether the file's imports, followed within the repository, reach a module under `databaseDir`. */
export function reachesDatabase(file: string, databaseDir: string): boolean;
/** The server's test files that never reach a database, as absolute paths. */
export function databaseFreeServerTests(rootDir: string): string[];
