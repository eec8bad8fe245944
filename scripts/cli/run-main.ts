import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A command line's entry: its arguments in, its exit code out. */
export type CommandLineMain = (args: readonly string[]) => Promise<number>;

/**
 * Runs a command line's main when its file is run as a script (`npm run ops`, `importmap`,
 * `release`): the answer is the exit code; an error main did not expect is printed whole, with its
 * stack, for whoever reports it.
 */
export function runMain(main: CommandLineMain): void {
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}

/**
 * node:util's parseArgs, strict and with positionals, whose complaint (an unknown option, a missing
 * value) becomes the command line's own usage failure.
 */
export function parseCommandLine<T extends NonNullable<ParseArgsConfig['options']>>(
  args: readonly string[],
  options: T,
  usageFailure: (message: string) => Error,
) {
  try {
    return parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
  } catch (error) {
    throw usageFailure((error as Error).message);
  }
}
