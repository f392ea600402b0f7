// The client reports through this narrow interface so the server can pass its own logger.
export interface Logger {
  warn: (message: string, ...details: unknown[]) => void;
  error: (message: string, ...details: unknown[]) => void;
}
