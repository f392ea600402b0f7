// Work that follows a large module's evaluation goes in a task of its own: the two together make
// one long task on a phone, which blocks input (Total Blocking Time); apart, neither does.

/** Resolves in a new task, after the browser has had its turn (input, paint). */
export const yieldToBrowser = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
