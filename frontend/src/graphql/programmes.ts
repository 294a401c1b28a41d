import { graphql } from './generated';
import type { MyProgrammesQuery } from './generated/graphql';

/** One of the signed-in person's programmes: whether it is their current one, whether they are in it or organise it. */
export type MyProgramme = MyProgrammesQuery['myProgrammes'][number];

/**
 * The programmes the signed-in person is a member or an organiser of, newest first (programmes service). Shared by
 * the user menu (a link to each programme they organise) and the Settings page's 'Programmes'.
 */
export const MY_PROGRAMMES_QUERY = graphql(`
  query MyProgrammes {
    myProgrammes {
      current
      member
      organiser
      programme {
        id
        name
        nameDe
        currentPhase
        submissionsOpen
      }
    }
  }
`);

/** A programme's name in the language shown: its German name in German when it has one. */
export const programmeName = (programme: { name: string; nameDe?: string | null }, locale: string) =>
  (locale === 'de' && programme.nameDe) || programme.name;

/** The address of a programme's cohort view (its organisers and staff). */
export const programmeManagePath = (id: string) => `/programmes/${encodeURIComponent(id)}/manage`;
