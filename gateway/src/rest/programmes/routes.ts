import { z } from 'zod';
import {
  addOrganiserSchema,
  announcementSchema,
  createProgrammeSchema,
  joinProgrammeSchema,
  ROSTER_FILTERS,
  updateProgrammeSchema,
  uuid,
} from '@creators/contracts';
import { binaryResponse, downloadRoute, found, operationRoute, type RestRoute } from '../route-definition.js';
import { choiceFilter, pageOf, pageQuery, pageVariables, plainPageQuery } from '../paging.js';
import { membersCsvHead, membersCsvRows } from './members-csv.js';
import * as operations from './operations.js';
import {
  announcementResponse,
  myProgrammeResponse,
  programmeMemberResponse,
  programmeResponse,
  programmeTeamResponse,
} from './schemas.js';

/** A path id: anything but a uuid names nothing (404 before any GraphQL). */
const idParams = z.object({ id: uuid });

const membersQuery = pageQuery({ filter: choiceFilter(ROSTER_FILTERS, 'validation.programme.filter') });

/** The CSV export reads the roster this many members a page. */
const EXPORT_PAGE = 100;

/** The programmes' REST paths (docs/product.md §16). */
export const PROGRAMME_ROUTES: RestRoute[] = [
  operationRoute({
    method: 'post',
    path: '/api/programmes',
    tag: 'programmes',
    summary:
      'Staff create a programme: name, description (optionally also nameDe, descriptionDe), the four phases with start and end, submissionDeadline (within the prototype phase), judgingEndsAt, resultsAt, timeZone; 400 on the field that breaks a rule, 403 for anyone but staff.',
    document: operations.createProgramme,
    body: createProgrammeSchema,
    requiresSignIn: true,
    result: (data) => data.createProgramme,
    status: 201,
    response: programmeResponse,
  }),
  operationRoute({
    method: 'get',
    path: '/api/programmes/:id',
    tag: 'programmes',
    summary:
      'A programme with its calendar, current phase and next date (any signed-in person); joinCode for its organisers and staff only.',
    document: operations.programme,
    params: idParams,
    requiresSignIn: true,
    variables: ({ params }) => ({ id: params.id }),
    result: (data) => found(data.programme),
    response: programmeResponse,
  }),
  operationRoute({
    method: 'patch',
    path: '/api/programmes/:id',
    tag: 'programmes',
    summary:
      'Its organisers (and staff) change a programme: the fields given, with expectedUpdatedAt (409 when it changed since); moving submissionDeadline to now closes submissions, later reopens them.',
    document: operations.updateProgramme,
    params: idParams,
    body: updateProgrammeSchema,
    requiresSignIn: true,
    variables: ({ params, body }) => ({ id: params.id, input: body }),
    result: (data) => data.updateProgramme,
    response: programmeResponse,
  }),
  operationRoute({
    method: 'post',
    path: '/api/programmes/:id/organisers',
    tag: 'programmes',
    summary: 'Staff or an organiser name another organiser of the programme.',
    document: operations.addProgrammeOrganiser,
    params: idParams,
    body: addOrganiserSchema,
    requiresSignIn: true,
    variables: ({ params, body }) => ({ programmeId: params.id, userId: body.userId }),
    result: (data) => data.addProgrammeOrganiser,
    response: programmeResponse,
  }),
  operationRoute({
    method: 'post',
    path: '/api/programmes/join',
    tag: 'programmes',
    summary: "Joins the programme whose code this is (any case) and makes it the person's current one.",
    document: operations.joinProgramme,
    body: joinProgrammeSchema,
    requiresSignIn: true,
    variables: ({ body }) => ({ code: body.code }),
    result: (data) => data.joinProgramme,
    response: programmeResponse,
  }),
  operationRoute({
    method: 'get',
    path: '/api/users/me/programmes',
    tag: 'programmes',
    summary: 'The programmes the signed-in person is a member or an organiser of, the current one marked.',
    document: operations.myProgrammes,
    requiresSignIn: true,
    result: (data) => data.myProgrammes,
    response: z.array(myProgrammeResponse),
  }),
  operationRoute({
    method: 'get',
    path: '/api/programmes/:id/members',
    tag: 'programmes',
    summary:
      "The programme's members in the order they joined, with team, project, milestones and activity; organisers and staff only (403 otherwise); paged, filter no-team, no-project, inactive or mentors.",
    document: operations.programmeMembers,
    params: idParams,
    query: membersQuery,
    requiresSignIn: true,
    variables: ({ params, query }) => ({ programmeId: params.id, ...pageVariables(query) }),
    result: (data) => pageOf(data.programmeMembers),
    response: z.array(programmeMemberResponse),
  }),
  operationRoute({
    method: 'get',
    path: '/api/programmes/:id/teams',
    tag: 'programmes',
    summary:
      "The programme's teams, oldest first, with members, mentors, milestones and project; organisers and staff only (403 otherwise); paged.",
    document: operations.programmeTeams,
    params: idParams,
    query: plainPageQuery,
    requiresSignIn: true,
    variables: ({ params, query }) => ({ programmeId: params.id, ...pageVariables(query) }),
    result: (data) => pageOf(data.programmeTeams),
    response: z.array(programmeTeamResponse),
  }),
  downloadRoute({
    method: 'get',
    path: '/api/programmes/:id/export.csv',
    tag: 'programmes',
    summary:
      "Organisers and staff: the programme's members with team, project and milestones as CSV (UTF-8, header in the language of Accept-Language, formula-like cells escaped), streamed.",
    document: operations.programmeMembers,
    params: idParams,
    requiresSignIn: true,
    variables: (params, after) => ({
      programmeId: params.id,
      first: EXPORT_PAGE,
      ...(after ? { after } : {}),
    }),
    head: membersCsvHead,
    page: (data, locale) => ({
      text: membersCsvRows(data.programmeMembers.nodes, locale),
      next: data.programmeMembers.pageInfo.hasNextPage ? data.programmeMembers.pageInfo.endCursor : null,
    }),
    fileName: (params) => `programme-${params.id}.csv`,
    contentType: 'text/csv; charset=utf-8',
    response: binaryResponse(['text/csv'], 'The members as CSV, one row each.', {
      fileName: 'programme-<id>.csv',
    }),
  }),
  operationRoute({
    method: 'post',
    path: '/api/programmes/:id/announcements',
    tag: 'programmes',
    summary:
      'Organisers (and staff) announce something to the programme: title, body (plain text, at most 2000 characters) and audience (everyone, students, mentors, teams-without-project); it reaches their inbox live and by mail.',
    document: operations.postAnnouncement,
    params: idParams,
    body: announcementSchema,
    requiresSignIn: true,
    variables: ({ params, body }) => ({ programmeId: params.id, input: body }),
    result: (data) => data.postAnnouncement,
    status: 201,
    response: announcementResponse,
  }),
];
