import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';
import type { MessageKey } from '@creators/contracts';

/**
 * What one GraphQL operation may ask for, so that one request cannot multiply work (200 aliases of
 * synthesizeSpeech, say). Every document of the front end and of the REST facade stays well inside
 * (operation-limits.test.ts checks them and shows the margins).
 */
export const OPERATION_LIMITS = {
  /** Aliased fields in an operation (fragments included). */
  aliases: 15,
  /** Nesting of fields (fragments flattened). */
  depth: 12,
  /** graphql-armor's cost: 2 per object and 1 per scalar field, times 1.5 per level of depth. */
  cost: 5_000,
  /** Directives in an operation. */
  directives: 10,
  /** Lexical tokens of a document (graphql-js stops parsing beyond it). */
  tokens: 5_000,
} as const;

export type OperationLimit = Exclude<keyof typeof OPERATION_LIMITS, 'tokens'>;

const MESSAGES: Record<OperationLimit, MessageKey> = {
  aliases: 'error.request.tooManyAliases',
  depth: 'error.request.tooDeep',
  cost: 'error.request.tooCostly',
  directives: 'error.request.tooManyDirectives',
};

/**
 * Reports an operation over a limit as a validation error (Apollo answers 400 GRAPHQL_VALIDATION_FAILED): the message
 * is a message key (translated into the request's language before the answer leaves), `extensions.limit` names the
 * limit and `extensions.max` gives its value.
 */
function rejectWith(limit: OperationLimit, max: number) {
  return {
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null) =>
        context?.reportError(new GraphQLError(MESSAGES[limit], { extensions: { limit, max } })),
    ],
  };
}

/** The validation rules for Apollo Server's `validationRules`. */
export function operationLimitRules(limits = OPERATION_LIMITS): ValidationRule[] {
  return [
    maxAliasesRule({ n: limits.aliases, ...rejectWith('aliases', limits.aliases) }),
    // Fragments count as the fields they hold, not as a level of their own.
    maxDepthRule({ n: limits.depth, flattenFragments: true, ...rejectWith('depth', limits.depth) }),
    costLimitRule({ maxCost: limits.cost, flattenFragments: true, ...rejectWith('cost', limits.cost) }),
    maxDirectivesRule({ n: limits.directives, ...rejectWith('directives', limits.directives) }),
  ] as ValidationRule[];
}
