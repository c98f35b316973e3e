/** The value after `--name`, or undefined when the option is not given. */
export function argOption(name: string, argv?: readonly string[]): string | undefined;
/** Whether `--name` is given. */
export function argFlag(name: string, argv?: readonly string[]): boolean;
