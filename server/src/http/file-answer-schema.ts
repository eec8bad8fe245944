/** A response schema by media type, as Fastify takes it for answers that are not JSON. */
export interface FileAnswerSchema {
  readonly description: string;
  readonly content: Readonly<
    Record<
      string,
      { readonly schema: { readonly type: string; readonly contentMediaType: string } }
    >
  >;
}

/**
 * The response schema of a route that answers a file (an image, a script) rather than JSON: the
 * API reference shows its media type. Fastify never serializes a Buffer or a string sent with its
 * own content type, so the schema describes the answer without touching it. Its `type` is a plain
 * string on purpose: the handler sends a Buffer or returns the reply, which a `'string'` would
 * make the type provider refuse.
 */
export function fileAnswerSchema(mediaType: string, description: string): FileAnswerSchema {
  return {
    description,
    content: { [mediaType]: { schema: { type: 'string', contentMediaType: mediaType } } },
  };
}
