import { parse, validate, type DocumentNode, type GraphQLError, type GraphQLSchema } from 'graphql';

export type ValidatedDocument =
  { ok: true; document: DocumentNode } | { ok: false; errors: readonly GraphQLError[] };

/**
 * Parses and validates each distinct query text once: clients send the same
 * few operations over and over, as the real API's persisted-query cache
 * sees. Holds at most `limit` texts (the least recently used go first), so odd queries
 * cannot grow it.
 */
export function createValidatedDocuments(schema: GraphQLSchema, limit = 256) {
  const known = new Map<string, ValidatedDocument>();
  return (query: string): ValidatedDocument => {
    const cached = known.get(query);
    if (cached) {
      // The most recently used go last, so the least recently used go first.
      known.delete(query);
      known.set(query, cached);
      return cached;
    }
    let result: ValidatedDocument;
    try {
      const document = parse(query);
      const errors = validate(schema, document);
      result = errors.length > 0 ? { ok: false, errors } : { ok: true, document };
    } catch (error) {
      // parse() throws a GraphQLError for a syntax error.
      result = { ok: false, errors: [error as GraphQLError] };
    }
    if (known.size >= limit) known.delete(known.keys().next().value as string);
    known.set(query, result);
    return result;
  };
}
