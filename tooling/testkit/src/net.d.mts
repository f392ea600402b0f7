/** Whether something accepts a TCP connection on host:port within `timeoutMs` (e.g. PostgreSQL). */
export declare const answers: (host: string, port: number, timeoutMs?: number) => Promise<boolean>;

/** A port free on 127.0.0.1 right now. */
export declare const freePort: () => Promise<number>;
