import { demoUser } from '@creators/platform/demo/users';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo programme's organiser and members (docs/product.md §16): every demo person who completed a profile. */
export const DEMO_ORGANISER = demoUser('Noah').id;
export const DEMO_MEMBERS = ['Mia', 'Leon', 'Sara', 'Jonas', 'Amira', 'Noah'].map(
  (name) => demoUser(name).id,
);

/**
 * The demo programme's calendar around the day it is first seeded: eight weeks, two of them past, so that it is in
 * its Collaborate phase, with the submission deadline four weeks ahead.
 */
export function demoCalendar(now: Date) {
  const start = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - 14 * DAY_MS + 8 * 60 * 60 * 1000);
  const at = (days: number) => new Date(start.getTime() + days * DAY_MS);
  return {
    phases: [
      { key: 'identify' as const, startsAt: at(0), endsAt: at(7) },
      { key: 'collaborate' as const, startsAt: at(7), endsAt: at(21) },
      { key: 'prototype' as const, startsAt: at(21), endsAt: at(49) },
      { key: 'showcase' as const, startsAt: at(49), endsAt: at(56) },
    ],
    submissionDeadline: at(42),
    judgingEndsAt: at(49),
    resultsAt: at(52),
  };
}
