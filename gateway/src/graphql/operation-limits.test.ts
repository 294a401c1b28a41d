import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it } from '@jest/globals';
import { buildSchema, parse, print, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { apiSchemaSdl } from '../codegen/api-schema.js';
import { GATEWAY_DIR } from '../config.js';
import * as gatewayDocuments from '../graphql-types/graphql.js';
import { selectedSubgraphs } from '../subgraphs.js';
import { composeFromSdlFiles } from '../supergraph/compose.js';
import { OPERATION_LIMITS, operationLimitRules, type OperationLimit } from './operation-limits.js';

let schema: GraphQLSchema | undefined;
async function apiSchema(): Promise<GraphQLSchema> {
  schema ??= buildSchema(apiSchemaSdl(await composeFromSdlFiles(selectedSubgraphs({}))));
  return schema;
}

const documentsOf = (module: Record<string, unknown>) =>
  Object.entries(module).filter(
    (entry): entry is [string, DocumentNode] => (entry[1] as DocumentNode | null)?.kind === 'Document',
  );

/** The limits one at a time, each set just below what `document` uses: the largest value that still passes. */
function usage(document: DocumentNode, schema: GraphQLSchema, limit: OperationLimit): number {
  let n = 0;
  const fits = (value: number) =>
    validate(schema, document, operationLimitRules({ ...OPERATION_LIMITS, [limit]: value })).length === 0;
  while (!fits(n)) n = n === 0 ? 1 : n * 2;
  let low = Math.floor(n / 2);
  while (low < n) {
    const mid = Math.floor((low + n) / 2);
    if (fits(mid)) n = mid;
    else low = mid + 1;
  }
  return n;
}

describe('operation limits', () => {
  it('let every document of the front end and of the REST facade through, with room to spare', async () => {
    const schema = await apiSchema();
    // The front end's generated documents (another workspace: loaded at run time, not compiled with the gateway).
    const frontendDocuments = (await import(
      pathToFileURL(path.join(GATEWAY_DIR, '..', 'frontend', 'src', 'graphql', 'generated', 'graphql.ts'))
        .href
    )) as Record<string, unknown>;
    const documents = [...documentsOf(frontendDocuments), ...documentsOf(gatewayDocuments)];
    assert.ok(documents.length > 30, `found ${documents.length} documents`);
    const most: Record<OperationLimit, number> = {
      aliases: 0,
      depth: 0,
      cost: 0,
      directives: 0,
      repeatedFields: 0,
    };
    for (const [name, document] of documents) {
      assert.deepEqual(
        validate(schema, document, operationLimitRules()).map((error) => error.message),
        [],
        name,
      );
      // Tokens: graphql-js counts them while parsing.
      parse(print(document), { maxTokens: OPERATION_LIMITS.tokens / 2 });
      for (const limit of Object.keys(most) as OperationLimit[])
        most[limit] = Math.max(most[limit], usage(document, schema, limit));
    }
    // Half the limit or less: a document may grow a little without meeting a limit.
    for (const limit of Object.keys(most) as OperationLimit[])
      assert.ok(
        most[limit] <= OPERATION_LIMITS[limit] / 2,
        `${limit}: a document uses ${most[limit]} of ${OPERATION_LIMITS[limit]}`,
      );
  });

  it('refuse 200 aliases of synthesizeSpeech, naming the limit', async () => {
    const aliases = Array.from(
      { length: 200 },
      (_, i) => `s${i}: synthesizeSpeech(input: { text: "Hello" }) { contentType }`,
    );
    const errors = validate(
      await apiSchema(),
      parse(`mutation { ${aliases.join(' ')} }`),
      operationLimitRules(),
    );
    assert.deepEqual(
      errors.map((error) => [error.message, error.extensions]),
      [['error.request.tooManyAliases', { limit: 'aliases', max: 15 }]],
    );
  });

  it('refuse an operation over each limit with the message key of that limit', async () => {
    const schema = await apiSchema();
    const document = parse(
      `query Q($all: Boolean!) { a: challenges @include(if: $all) { id title b: category } }`,
    );
    const expected: Record<OperationLimit, string> = {
      aliases: 'error.request.tooManyAliases',
      depth: 'error.request.tooDeep',
      cost: 'error.request.tooCostly',
      directives: 'error.request.tooManyDirectives',
      repeatedFields: 'error.request.repeatedFields',
    };
    for (const limit of Object.keys(expected) as OperationLimit[]) {
      const errors = validate(schema, document, operationLimitRules({ ...OPERATION_LIMITS, [limit]: 0 }));
      assert.deepEqual(
        errors.map((error) => [error.message, error.extensions]),
        [[expected[limit], { limit, max: 0 }]],
        limit,
      );
    }
  });

  it('refuse the same field asked for again and again, through fragments too', async () => {
    const schema = await apiSchema();
    const refused = (query: string) =>
      validate(schema, parse(query), operationLimitRules()).map((error) => error.message);
    assert.deepEqual(refused(`{ ${'__typename '.repeat(500)} }`), ['error.request.repeatedFields']);
    assert.deepEqual(refused(`{ ${'... { __typename } '.repeat(11)} }`), ['error.request.repeatedFields']);
    const fragments = Array.from({ length: 11 }, (_, i) => `fragment F${i} on Query { __typename }`);
    assert.deepEqual(refused(`{ ${fragments.map((_, i) => `...F${i}`).join(' ')} } ${fragments.join(' ')}`), [
      'error.request.repeatedFields',
    ]);
    assert.deepEqual(refused(`{ ${'__typename '.repeat(10)} }`), []);
  });

  it('refuse many aliases of __typename too', async () => {
    const aliases = Array.from({ length: 101 }, (_, i) => `alias${i}: __typename`).join(' ');
    const errors = validate(await apiSchema(), parse(`{ ${aliases} }`), operationLimitRules());
    assert.deepEqual(
      errors.map((error) => error.message),
      ['error.request.tooManyAliases'],
    );
  });
});
