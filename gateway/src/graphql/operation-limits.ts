import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  BREAK,
  GraphQLError,
  Kind,
  type FieldNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
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
  /** How often one selection set may ask for the same response name (its fragments' fields included). */
  repeatedFields: 10,
  /** Lexical tokens of a document (graphql-js stops parsing beyond it). */
  tokens: 5_000,
} as const;

export type OperationLimit = Exclude<keyof typeof OPERATION_LIMITS, 'tokens'>;

const MESSAGES: Record<OperationLimit, MessageKey> = {
  aliases: 'error.request.tooManyAliases',
  depth: 'error.request.tooDeep',
  cost: 'error.request.tooCostly',
  directives: 'error.request.tooManyDirectives',
  repeatedFields: 'error.request.repeatedFields',
};

/**
 * At most graphql-js's validation errors: a document full of mistakes (a hundred unknown directives, say) stops being
 * checked after these, so its answer is short and its checking cheap.
 */
export const MAX_VALIDATION_ERRORS = 5;

const limitError = (limit: OperationLimit, max: number) =>
  new GraphQLError(MESSAGES[limit], { extensions: { limit, max } });

/** Every field a selection set asks for, through its inline fragments and fragment spreads (each spread once). */
function collectFields(
  context: ValidationContext,
  selectionSet: SelectionSetNode,
  into: FieldNode[] = [],
  spread = new Set<string>(),
): FieldNode[] {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) into.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      collectFields(context, selection.selectionSet, into, spread);
    else if (!spread.has(selection.name.value)) {
      spread.add(selection.name.value);
      const fragment = context.getFragment(selection.name.value);
      if (fragment) collectFields(context, fragment.selectionSet, into, spread);
    }
  }
  return into;
}

/**
 * The same field asked for over and over (`{ __typename __typename … }` 500 times) costs nothing to answer, but
 * graphql-js compares every pair of them when it validates: refused past `max` in one selection set.
 */
function repeatedFieldsRule(max: number): ValidationRule {
  return (context) => ({
    SelectionSet(node) {
      const counts = new Map<string, number>();
      for (const field of collectFields(context, node)) {
        const key = field.alias?.value ?? field.name.value;
        const count = (counts.get(key) ?? 0) + 1;
        counts.set(key, count);
        if (count > max) {
          context.reportError(limitError('repeatedFields', max));
          return BREAK;
        }
      }
      return undefined;
    },
  });
}

/**
 * Reports an operation over a limit as a validation error (Apollo answers 400 GRAPHQL_VALIDATION_FAILED): the message
 * is a message key (translated into the request's language before the answer leaves), `extensions.limit` names the
 * limit and `extensions.max` gives its value.
 */
function rejectWith(limit: OperationLimit, max: number) {
  return {
    propagateOnRejection: false,
    onReject: [(context: ValidationContext | null) => context?.reportError(limitError(limit, max))],
  };
}

/** The validation rules for Apollo Server's `validationRules`. */
export function operationLimitRules(limits = OPERATION_LIMITS): ValidationRule[] {
  return [
    // Aliases of __typename count too (graphql-armor lets them through by default): 101 of them are still 101.
    maxAliasesRule({ n: limits.aliases, allowList: [], ...rejectWith('aliases', limits.aliases) }),
    // Fragments count as the fields they hold, not as a level of their own.
    maxDepthRule({ n: limits.depth, flattenFragments: true, ...rejectWith('depth', limits.depth) }),
    costLimitRule({ maxCost: limits.cost, flattenFragments: true, ...rejectWith('cost', limits.cost) }),
    maxDirectivesRule({ n: limits.directives, ...rejectWith('directives', limits.directives) }),
    repeatedFieldsRule(limits.repeatedFields),
  ] as ValidationRule[];
}
