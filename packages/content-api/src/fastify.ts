// What the content routes add to Fastify's types (by declaration merging).
declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers its errors in Payload's shape, `{errors: [{message}]}` (the content API). */
    payloadErrors?: boolean;
  }
}

export {};
