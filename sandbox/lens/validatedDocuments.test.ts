import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createValidatedDocuments } from './validatedDocuments';

const schema = buildSchema('type Query { hello(name: String!): String }');

describe('validated documents', () => {
  it('parses a query once and answers the same document for the same text', () => {
    const validated = createValidatedDocuments(schema);
    const first = validated('{ hello(name: "a") }');
    expect(first.ok).toBe(true);
    expect(validated('{ hello(name: "a") }')).toBe(first);
  });

  it('reports syntax and validation errors in GraphQL’s own words', () => {
    const validated = createValidatedDocuments(schema);
    const syntax = validated('{ hello(');
    expect(syntax.ok || syntax.errors[0]?.message).toMatch(/^Syntax Error/);
    const unknown = validated('{ goodbye }');
    expect(unknown.ok || unknown.errors[0]?.message).toBe(
      'Cannot query field "goodbye" on type "Query".',
    );
  });

  it('keeps at most its limit of texts, dropping the least recently used', () => {
    const validated = createValidatedDocuments(schema, 2);
    const a = validated('{ hello(name: "a") }');
    const b = validated('{ hello(name: "b") }');
    expect(validated('{ hello(name: "a") }')).toBe(a); // "b" is now the least recently used
    validated('{ hello(name: "c") }');
    expect(validated('{ hello(name: "a") }')).toBe(a);
    expect(validated('{ hello(name: "b") }')).not.toBe(b); // parsed again
  });
});
