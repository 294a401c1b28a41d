/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  '\n  mutation ReportContent($input: ReportInput!) {\n    reportContent(input: $input) {\n      id\n    }\n  }\n': typeof types.ReportContentDocument;
  '\n  fragment StaffPersonFields on User {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    role\n    moderationHistory {\n      hiddenCount\n      suspensionCount\n      reportCount\n      suspendedUntil\n      suspendedForGood\n      suspensionReason\n      recent {\n        id\n        action\n        itemType\n        reason\n        createdAt\n      }\n    }\n  }\n': typeof types.StaffPersonFieldsFragmentDoc;
  '\n  query ModerationQueue($first: Int, $after: String) {\n    moderationQueue(first: $first, after: $after) {\n      nodes {\n        itemType\n        itemId\n        reportCount\n        latestAt\n        reports {\n          id\n          reason\n          note\n          createdAt\n          reporter {\n            id\n            firstName\n            lastName\n            profileImageUrl\n          }\n        }\n        challenge {\n          id\n          title\n          hidden\n          hiddenReason\n          author {\n            ...StaffPersonFields\n          }\n        }\n        team {\n          id\n          name\n          hidden\n          hiddenReason\n          leaderId\n          members {\n            userId\n            role\n            user {\n              ...StaffPersonFields\n            }\n          }\n        }\n        project {\n          id\n          title\n          hidden\n          hiddenReason\n          createdBy\n          team {\n            id\n            members {\n              userId\n              role\n              user {\n                ...StaffPersonFields\n              }\n            }\n          }\n        }\n        resource {\n          id\n          title\n          url\n          hidden\n          hiddenReason\n        }\n        comment {\n          id\n          body\n          deleted\n          subjectType\n          subjectId\n          hidden\n          hiddenReason\n          author {\n            ...StaffPersonFields\n          }\n        }\n        person {\n          ...StaffPersonFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n': typeof types.ModerationQueueDocument;
  '\n  mutation SetItemHidden(\n    $id: ID!\n    $hidden: Boolean!\n    $reason: String\n    $challenge: Boolean!\n    $team: Boolean!\n    $project: Boolean!\n    $resource: Boolean!\n    $comment: Boolean!\n  ) {\n    setChallengeHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $challenge) {\n      id\n      hidden\n      hiddenReason\n    }\n    setTeamHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $team) {\n      id\n      hidden\n      hiddenReason\n    }\n    setProjectHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $project) {\n      id\n      hidden\n      hiddenReason\n    }\n    setResourceHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $resource) {\n      id\n      hidden\n      hiddenReason\n    }\n    setCommentHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $comment) {\n      id\n      hidden\n      hiddenReason\n    }\n  }\n': typeof types.SetItemHiddenDocument;
  '\n  mutation DismissReports($itemType: String!, $itemId: ID!, $reason: String) {\n    dismissReports(itemType: $itemType, itemId: $itemId, reason: $reason)\n  }\n': typeof types.DismissReportsDocument;
  '\n  mutation SuspendUser($userId: ID!, $until: DateTime, $reason: String!) {\n    suspendUser(userId: $userId, until: $until, reason: $reason) {\n      id\n    }\n  }\n': typeof types.SuspendUserDocument;
  '\n  mutation LiftSuspension($userId: ID!) {\n    liftSuspension(userId: $userId) {\n      id\n    }\n  }\n': typeof types.LiftSuspensionDocument;
  '\n  query UnverifiedMentors($first: Int, $after: String) {\n    unverifiedMentors(first: $first, after: $after) {\n      nodes {\n        id\n        firstName\n        lastName\n        profileImageUrl\n        currentRole\n        company\n        skills\n        createdAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n': typeof types.UnverifiedMentorsDocument;
  '\n  mutation VerifyMentor($userId: ID!, $verified: Boolean!) {\n    verifyMentor(userId: $userId, verified: $verified) {\n      id\n      mentorVerified\n    }\n  }\n': typeof types.VerifyMentorDocument;
  '\n  query CohortCodes($first: Int, $after: String) {\n    cohortCodes(first: $first, after: $after) {\n      nodes {\n        ...CohortCodeFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n': typeof types.CohortCodesDocument;
  '\n  fragment CohortCodeFields on CohortCode {\n    id\n    code\n    name\n    validUntil\n    maxUses\n    uses\n    createdAt\n  }\n': typeof types.CohortCodeFieldsFragmentDoc;
  '\n  mutation CreateCohortCode($input: CreateCohortCodeInput!) {\n    createCohortCode(input: $input) {\n      ...CohortCodeFields\n    }\n  }\n': typeof types.CreateCohortCodeDocument;
  '\n  query ModerationLog($first: Int, $after: String) {\n    moderationLog(first: $first, after: $after) {\n      nodes {\n        id\n        action\n        itemType\n        itemId\n        reason\n        details\n        createdAt\n        actor {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n        subject {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n': typeof types.ModerationLogDocument;
};
const documents: Documents = {
  '\n  mutation ReportContent($input: ReportInput!) {\n    reportContent(input: $input) {\n      id\n    }\n  }\n':
    types.ReportContentDocument,
  '\n  fragment StaffPersonFields on User {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    role\n    moderationHistory {\n      hiddenCount\n      suspensionCount\n      reportCount\n      suspendedUntil\n      suspendedForGood\n      suspensionReason\n      recent {\n        id\n        action\n        itemType\n        reason\n        createdAt\n      }\n    }\n  }\n':
    types.StaffPersonFieldsFragmentDoc,
  '\n  query ModerationQueue($first: Int, $after: String) {\n    moderationQueue(first: $first, after: $after) {\n      nodes {\n        itemType\n        itemId\n        reportCount\n        latestAt\n        reports {\n          id\n          reason\n          note\n          createdAt\n          reporter {\n            id\n            firstName\n            lastName\n            profileImageUrl\n          }\n        }\n        challenge {\n          id\n          title\n          hidden\n          hiddenReason\n          author {\n            ...StaffPersonFields\n          }\n        }\n        team {\n          id\n          name\n          hidden\n          hiddenReason\n          leaderId\n          members {\n            userId\n            role\n            user {\n              ...StaffPersonFields\n            }\n          }\n        }\n        project {\n          id\n          title\n          hidden\n          hiddenReason\n          createdBy\n          team {\n            id\n            members {\n              userId\n              role\n              user {\n                ...StaffPersonFields\n              }\n            }\n          }\n        }\n        resource {\n          id\n          title\n          url\n          hidden\n          hiddenReason\n        }\n        comment {\n          id\n          body\n          deleted\n          subjectType\n          subjectId\n          hidden\n          hiddenReason\n          author {\n            ...StaffPersonFields\n          }\n        }\n        person {\n          ...StaffPersonFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n':
    types.ModerationQueueDocument,
  '\n  mutation SetItemHidden(\n    $id: ID!\n    $hidden: Boolean!\n    $reason: String\n    $challenge: Boolean!\n    $team: Boolean!\n    $project: Boolean!\n    $resource: Boolean!\n    $comment: Boolean!\n  ) {\n    setChallengeHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $challenge) {\n      id\n      hidden\n      hiddenReason\n    }\n    setTeamHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $team) {\n      id\n      hidden\n      hiddenReason\n    }\n    setProjectHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $project) {\n      id\n      hidden\n      hiddenReason\n    }\n    setResourceHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $resource) {\n      id\n      hidden\n      hiddenReason\n    }\n    setCommentHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $comment) {\n      id\n      hidden\n      hiddenReason\n    }\n  }\n':
    types.SetItemHiddenDocument,
  '\n  mutation DismissReports($itemType: String!, $itemId: ID!, $reason: String) {\n    dismissReports(itemType: $itemType, itemId: $itemId, reason: $reason)\n  }\n':
    types.DismissReportsDocument,
  '\n  mutation SuspendUser($userId: ID!, $until: DateTime, $reason: String!) {\n    suspendUser(userId: $userId, until: $until, reason: $reason) {\n      id\n    }\n  }\n':
    types.SuspendUserDocument,
  '\n  mutation LiftSuspension($userId: ID!) {\n    liftSuspension(userId: $userId) {\n      id\n    }\n  }\n':
    types.LiftSuspensionDocument,
  '\n  query UnverifiedMentors($first: Int, $after: String) {\n    unverifiedMentors(first: $first, after: $after) {\n      nodes {\n        id\n        firstName\n        lastName\n        profileImageUrl\n        currentRole\n        company\n        skills\n        createdAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n':
    types.UnverifiedMentorsDocument,
  '\n  mutation VerifyMentor($userId: ID!, $verified: Boolean!) {\n    verifyMentor(userId: $userId, verified: $verified) {\n      id\n      mentorVerified\n    }\n  }\n':
    types.VerifyMentorDocument,
  '\n  query CohortCodes($first: Int, $after: String) {\n    cohortCodes(first: $first, after: $after) {\n      nodes {\n        ...CohortCodeFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n':
    types.CohortCodesDocument,
  '\n  fragment CohortCodeFields on CohortCode {\n    id\n    code\n    name\n    validUntil\n    maxUses\n    uses\n    createdAt\n  }\n':
    types.CohortCodeFieldsFragmentDoc,
  '\n  mutation CreateCohortCode($input: CreateCohortCodeInput!) {\n    createCohortCode(input: $input) {\n      ...CohortCodeFields\n    }\n  }\n':
    types.CreateCohortCodeDocument,
  '\n  query ModerationLog($first: Int, $after: String) {\n    moderationLog(first: $first, after: $after) {\n      nodes {\n        id\n        action\n        itemType\n        itemId\n        reason\n        details\n        createdAt\n        actor {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n        subject {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n':
    types.ModerationLogDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReportContent($input: ReportInput!) {\n    reportContent(input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation ReportContent($input: ReportInput!) {\n    reportContent(input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment StaffPersonFields on User {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    role\n    moderationHistory {\n      hiddenCount\n      suspensionCount\n      reportCount\n      suspendedUntil\n      suspendedForGood\n      suspensionReason\n      recent {\n        id\n        action\n        itemType\n        reason\n        createdAt\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment StaffPersonFields on User {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    role\n    moderationHistory {\n      hiddenCount\n      suspensionCount\n      reportCount\n      suspendedUntil\n      suspendedForGood\n      suspensionReason\n      recent {\n        id\n        action\n        itemType\n        reason\n        createdAt\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ModerationQueue($first: Int, $after: String) {\n    moderationQueue(first: $first, after: $after) {\n      nodes {\n        itemType\n        itemId\n        reportCount\n        latestAt\n        reports {\n          id\n          reason\n          note\n          createdAt\n          reporter {\n            id\n            firstName\n            lastName\n            profileImageUrl\n          }\n        }\n        challenge {\n          id\n          title\n          hidden\n          hiddenReason\n          author {\n            ...StaffPersonFields\n          }\n        }\n        team {\n          id\n          name\n          hidden\n          hiddenReason\n          leaderId\n          members {\n            userId\n            role\n            user {\n              ...StaffPersonFields\n            }\n          }\n        }\n        project {\n          id\n          title\n          hidden\n          hiddenReason\n          createdBy\n          team {\n            id\n            members {\n              userId\n              role\n              user {\n                ...StaffPersonFields\n              }\n            }\n          }\n        }\n        resource {\n          id\n          title\n          url\n          hidden\n          hiddenReason\n        }\n        comment {\n          id\n          body\n          deleted\n          subjectType\n          subjectId\n          hidden\n          hiddenReason\n          author {\n            ...StaffPersonFields\n          }\n        }\n        person {\n          ...StaffPersonFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query ModerationQueue($first: Int, $after: String) {\n    moderationQueue(first: $first, after: $after) {\n      nodes {\n        itemType\n        itemId\n        reportCount\n        latestAt\n        reports {\n          id\n          reason\n          note\n          createdAt\n          reporter {\n            id\n            firstName\n            lastName\n            profileImageUrl\n          }\n        }\n        challenge {\n          id\n          title\n          hidden\n          hiddenReason\n          author {\n            ...StaffPersonFields\n          }\n        }\n        team {\n          id\n          name\n          hidden\n          hiddenReason\n          leaderId\n          members {\n            userId\n            role\n            user {\n              ...StaffPersonFields\n            }\n          }\n        }\n        project {\n          id\n          title\n          hidden\n          hiddenReason\n          createdBy\n          team {\n            id\n            members {\n              userId\n              role\n              user {\n                ...StaffPersonFields\n              }\n            }\n          }\n        }\n        resource {\n          id\n          title\n          url\n          hidden\n          hiddenReason\n        }\n        comment {\n          id\n          body\n          deleted\n          subjectType\n          subjectId\n          hidden\n          hiddenReason\n          author {\n            ...StaffPersonFields\n          }\n        }\n        person {\n          ...StaffPersonFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetItemHidden(\n    $id: ID!\n    $hidden: Boolean!\n    $reason: String\n    $challenge: Boolean!\n    $team: Boolean!\n    $project: Boolean!\n    $resource: Boolean!\n    $comment: Boolean!\n  ) {\n    setChallengeHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $challenge) {\n      id\n      hidden\n      hiddenReason\n    }\n    setTeamHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $team) {\n      id\n      hidden\n      hiddenReason\n    }\n    setProjectHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $project) {\n      id\n      hidden\n      hiddenReason\n    }\n    setResourceHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $resource) {\n      id\n      hidden\n      hiddenReason\n    }\n    setCommentHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $comment) {\n      id\n      hidden\n      hiddenReason\n    }\n  }\n',
): (typeof documents)['\n  mutation SetItemHidden(\n    $id: ID!\n    $hidden: Boolean!\n    $reason: String\n    $challenge: Boolean!\n    $team: Boolean!\n    $project: Boolean!\n    $resource: Boolean!\n    $comment: Boolean!\n  ) {\n    setChallengeHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $challenge) {\n      id\n      hidden\n      hiddenReason\n    }\n    setTeamHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $team) {\n      id\n      hidden\n      hiddenReason\n    }\n    setProjectHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $project) {\n      id\n      hidden\n      hiddenReason\n    }\n    setResourceHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $resource) {\n      id\n      hidden\n      hiddenReason\n    }\n    setCommentHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $comment) {\n      id\n      hidden\n      hiddenReason\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DismissReports($itemType: String!, $itemId: ID!, $reason: String) {\n    dismissReports(itemType: $itemType, itemId: $itemId, reason: $reason)\n  }\n',
): (typeof documents)['\n  mutation DismissReports($itemType: String!, $itemId: ID!, $reason: String) {\n    dismissReports(itemType: $itemType, itemId: $itemId, reason: $reason)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SuspendUser($userId: ID!, $until: DateTime, $reason: String!) {\n    suspendUser(userId: $userId, until: $until, reason: $reason) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation SuspendUser($userId: ID!, $until: DateTime, $reason: String!) {\n    suspendUser(userId: $userId, until: $until, reason: $reason) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation LiftSuspension($userId: ID!) {\n    liftSuspension(userId: $userId) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation LiftSuspension($userId: ID!) {\n    liftSuspension(userId: $userId) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query UnverifiedMentors($first: Int, $after: String) {\n    unverifiedMentors(first: $first, after: $after) {\n      nodes {\n        id\n        firstName\n        lastName\n        profileImageUrl\n        currentRole\n        company\n        skills\n        createdAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query UnverifiedMentors($first: Int, $after: String) {\n    unverifiedMentors(first: $first, after: $after) {\n      nodes {\n        id\n        firstName\n        lastName\n        profileImageUrl\n        currentRole\n        company\n        skills\n        createdAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation VerifyMentor($userId: ID!, $verified: Boolean!) {\n    verifyMentor(userId: $userId, verified: $verified) {\n      id\n      mentorVerified\n    }\n  }\n',
): (typeof documents)['\n  mutation VerifyMentor($userId: ID!, $verified: Boolean!) {\n    verifyMentor(userId: $userId, verified: $verified) {\n      id\n      mentorVerified\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CohortCodes($first: Int, $after: String) {\n    cohortCodes(first: $first, after: $after) {\n      nodes {\n        ...CohortCodeFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query CohortCodes($first: Int, $after: String) {\n    cohortCodes(first: $first, after: $after) {\n      nodes {\n        ...CohortCodeFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CohortCodeFields on CohortCode {\n    id\n    code\n    name\n    validUntil\n    maxUses\n    uses\n    createdAt\n  }\n',
): (typeof documents)['\n  fragment CohortCodeFields on CohortCode {\n    id\n    code\n    name\n    validUntil\n    maxUses\n    uses\n    createdAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateCohortCode($input: CreateCohortCodeInput!) {\n    createCohortCode(input: $input) {\n      ...CohortCodeFields\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateCohortCode($input: CreateCohortCodeInput!) {\n    createCohortCode(input: $input) {\n      ...CohortCodeFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ModerationLog($first: Int, $after: String) {\n    moderationLog(first: $first, after: $after) {\n      nodes {\n        id\n        action\n        itemType\n        itemId\n        reason\n        details\n        createdAt\n        actor {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n        subject {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query ModerationLog($first: Int, $after: String) {\n    moderationLog(first: $first, after: $after) {\n      nodes {\n        id\n        action\n        itemType\n        itemId\n        reason\n        details\n        createdAt\n        actor {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n        subject {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
