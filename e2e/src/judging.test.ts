import { afterAll, beforeAll, describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { explainFailure } from './support/diagnostics.js';
import { expect } from './support/expect.js';
import { newStaffMember } from './support/staff.js';
import { apiPost, newSignedInUser, showcaseProject, uniqueTag, type SignedIn } from './support/users.js';

// The final showcase decided for real (docs/product.md §17): an organiser names two judges and assigns, each judge
// scores from their queue, a member votes and sees no result before publication, the organiser publishes, the
// showcase's awards panel names the winners, and a winner's credential checks as valid, and as not valid once one
// letter is changed.

/** The words a person looks for, in each language (the pages' own messages). */
const WORDS = {
  en: {
    locale: 'en-US',
    judgingTab: 'Judging',
    member: 'Member',
    addJudge: 'Add judge',
    perProject: 'Judges per project',
    assign: 'Assign projects',
    assigned: 'Projects assigned',
    scoreOf: (title: string) => `Score of ${title}`,
    criteria: ['Innovation', 'Impact', 'Technical execution', 'Presentation'],
    save: 'Save score',
    scored: /^Scored /,
    vote: "Vote for People's Choice",
    yourVote: 'Your vote',
    notPublished: 'The results are not published yet.',
    publish: 'Publish results',
    publishNow: 'Publish now',
    published: 'Results published',
    awards: 'Awards',
    overall: 'Overall Winner',
    credentials: 'Your credentials',
    download: (badge: string) => `Download credential: ${badge}`,
    file: 'Credential file',
    paste: 'Or paste the credential (JSON)',
    check: 'Check',
    valid: 'Valid',
    invalid: 'Not valid',
  },
  de: {
    locale: 'de-DE',
    judgingTab: 'Bewertung',
    member: 'Mitglied',
    addJudge: 'Jurymitglied hinzufügen',
    perProject: 'Jurymitglieder pro Projekt',
    assign: 'Projekte zuteilen',
    assigned: 'Projekte zugeteilt',
    scoreOf: (title: string) => `Bewertung von ${title}`,
    criteria: ['Innovation', 'Wirkung', 'Technische Umsetzung', 'Präsentation'],
    save: 'Bewertung speichern',
    scored: /^Bewertet /,
    vote: 'Für den Publikumspreis stimmen',
    yourVote: 'Deine Stimme',
    notPublished: 'Die Ergebnisse sind noch nicht veröffentlicht.',
    publish: 'Ergebnisse veröffentlichen',
    publishNow: 'Jetzt veröffentlichen',
    published: 'Ergebnisse veröffentlicht',
    awards: 'Auszeichnungen',
    overall: 'Gesamtsieg',
    credentials: 'Deine Nachweise',
    download: (badge: string) => `Nachweis herunterladen: ${badge}`,
    file: 'Nachweis-Datei',
    paste: 'Oder füge den Nachweis ein (JSON)',
    check: 'Prüfen',
    valid: 'Gültig',
    invalid: 'Nicht gültig',
  },
} as const;
type Language = keyof typeof WORDS;

const DAY_MS = 24 * 60 * 60 * 1000;
const ZONE = 'Europe/Berlin';

/** A calendar in its Prototype phase, the submission deadline ten days ahead. */
function calendar(now = Date.now()) {
  const iso = (ms: number) => new Date(ms).toISOString();
  const deadline = now + 10 * DAY_MS;
  return {
    phases: [
      { key: 'identify', startsAt: iso(now - 30 * DAY_MS), endsAt: iso(now - 20 * DAY_MS) },
      { key: 'collaborate', startsAt: iso(now - 20 * DAY_MS), endsAt: iso(now - 10 * DAY_MS) },
      { key: 'prototype', startsAt: iso(now - 10 * DAY_MS), endsAt: iso(deadline + DAY_MS) },
      { key: 'showcase', startsAt: iso(deadline + DAY_MS), endsAt: iso(deadline + 5 * DAY_MS) },
    ],
    submissionDeadline: iso(deadline),
    judgingEndsAt: iso(deadline + 2 * DAY_MS),
    resultsAt: iso(deadline + 3 * DAY_MS),
    timeZone: ZONE,
  };
}

async function until<T>(what: string, attempt: () => Promise<T | null>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** One letter of the achievement's name changed, the rest of the file as signed. */
function altered(credential: string): string {
  const document = JSON.parse(credential) as { credentialSubject: { achievement: { name: string } } };
  const name = document.credentialSubject.achievement.name;
  document.credentialSubject.achievement.name = name.slice(0, -1) + (name.endsWith('x') ? 'y' : 'x');
  return JSON.stringify(document);
}

describe('judging in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ['en', 'de'] as const satisfies readonly Language[]) {
    it(`(${lang}) judges score, a member votes, the organiser publishes, the awards show and a winner's credential checks`, async () => {
      const w = WORDS[lang];
      const tag = uniqueTag();
      const options = { locale: w.locale, timeZone: ZONE, audio: false };
      const people: SignedIn[] = [];
      const pages: Record<string, Page> = {};
      try {
        const staff = await newStaffMember(
          browser,
          { firstName: 'Stella', lastName: `Staff${tag}` },
          options,
        );
        const organiser = await newSignedInUser(
          browser,
          { firstName: 'Olga', lastName: `Org${tag}` },
          options,
        );
        const ada = await newSignedInUser(browser, { firstName: 'Ada', lastName: `Lovel${tag}` }, options);
        const bob = await newSignedInUser(browser, { firstName: 'Bob', lastName: `Bike${tag}` }, options);
        const jo = await newSignedInUser(browser, { firstName: 'Jo', lastName: `Judge${tag}` }, options);
        const kim = await newSignedInUser(browser, { firstName: 'Kim', lastName: `Judge${tag}` }, options);
        people.push(staff, organiser, ada, bob, jo, kim);
        for (const person of people) pages[person.user.firstName] = person.page;

        // A programme with two teams that showcased in time; the organiser then closes submissions.
        const programme = await apiPost<{ id: string; joinCode: string }>(staff.context, '/api/programmes', {
          name: `Final ${tag}`,
          ...calendar(),
        });
        await apiPost(staff.context, `/api/programmes/${programme.id}/organisers`, {
          userId: organiser.user.id,
        });
        for (const person of [ada, bob, jo, kim])
          await apiPost(person.context, '/api/programmes/join', { code: programme.joinCode });
        const projects: Record<'ada' | 'bob', { id: string; title: string }> = {
          ada: { id: '', title: `Pump station ${tag}` },
          bob: { id: '', title: `Bike lights ${tag}` },
        };
        for (const [key, person] of [
          ['ada', ada],
          ['bob', bob],
        ] as const) {
          const team = await apiPost<{ id: string }>(person.context, '/api/teams', {
            name: `${person.user.firstName} team ${tag}`,
            description: 'We fix bikes.',
            maxMembers: 3,
          });
          const project = await showcaseProject<{ id: string }>(person.context, {
            teamId: team.id,
            title: projects[key].title,
            description: 'A prototype for the school gate.',
          });
          projects[key].id = project.id;
        }
        await until('both projects submitted in the roster', async () => {
          const response = await organiser.context.request.get(`/api/programmes/${programme.id}/teams`);
          const teams = (await response.json()) as { milestones: { key: string; done: boolean }[] }[];
          const submitted = teams.filter((t) => t.milestones.some((m) => m.key === 'submitted' && m.done));
          return submitted.length === 2 ? true : null;
        });
        const current = (await (
          await organiser.context.request.get(`/api/programmes/${programme.id}`)
        ).json()) as { updatedAt: string };
        const closed = await organiser.context.request.patch(`/api/programmes/${programme.id}`, {
          data: { submissionDeadline: new Date().toISOString(), expectedUpdatedAt: current.updatedAt },
        });
        assert.equal(closed.status(), 200, await closed.text());

        // Olga names Jo and Kim judges and assigns each project to both.
        await organiser.page.goto(`/programmes/${programme.id}/manage`);
        await organiser.page.getByRole('tab', { name: w.judgingTab }).click();
        for (const judge of [jo, kim]) {
          await organiser.page
            .getByRole('combobox', { name: w.member })
            .selectOption({ label: judge.user.fullName });
          await organiser.page.getByRole('button', { name: w.addJudge }).click();
          await expect(organiser.page.getByText(judge.user.fullName).first()).toBeVisible();
        }
        await organiser.page.getByRole('spinbutton', { name: w.perProject }).fill('2');
        await organiser.page.getByRole('button', { name: w.assign }).click();
        await expect(organiser.page.getByText(w.assigned).first()).toBeVisible();

        // Each judge scores both projects from their queue: Ada's higher than Bob's.
        for (const judge of [jo, kim]) {
          await judge.page.goto('/judging');
          let scored = 0;
          for (const [project, value] of [
            [projects.ada, '5'],
            [projects.bob, '3'],
          ] as const) {
            const form = judge.page.getByRole('form', { name: w.scoreOf(project.title) });
            for (const criterion of w.criteria)
              await form
                .getByRole('radiogroup', { name: criterion })
                .getByRole('radio', { name: value })
                .check();
            await form.getByRole('button', { name: w.save }).click();
            scored += 1;
            await expect(judge.page.getByText(w.scored)).toHaveCount(scored);
          }
        }

        // Ada votes for Bob's project; before publication she sees no result.
        await ada.page.goto(`/projects/${projects.bob.id}`);
        await ada.page.getByRole('button', { name: w.vote }).click();
        await expect(ada.page.getByText(w.yourVote).first()).toBeVisible();
        await ada.page.goto(`/programmes/${programme.id}/results`);
        await expect(ada.page.getByText(w.notPublished)).toBeVisible();

        // Olga publishes (before the results date: she confirms publishing now).
        await organiser.page.getByRole('button', { name: w.publish }).click();
        await organiser.page.getByRole('dialog').getByRole('button', { name: w.publishNow }).click();
        await expect(organiser.page.getByText(w.published).first()).toBeVisible();

        // The showcase's awards panel names the winners, linked to their pages.
        await ada.page.goto('/showcase');
        const overall = ada.page.getByRole('listitem').filter({ hasText: w.overall });
        await expect(overall.getByRole('link', { name: projects.ada.title })).toHaveAttribute(
          'href',
          `/projects/${projects.ada.id}`,
        );

        // Ada downloads her award's credential; the public page checks it as valid, and as not valid altered.
        const download = await until('the award badge among Ada’s credentials', async () => {
          await ada.page.goto('/settings');
          const link = ada.page.getByRole('link', { name: w.download(w.overall) });
          await ada.page.getByRole('heading', { name: w.credentials }).waitFor();
          return (await link.count()) > 0 ? link.first() : null;
        });
        const [file] = await Promise.all([ada.page.waitForEvent('download'), download.click()]);
        const path = (await file.path())!;
        const credential = await readFile(path, 'utf8');
        assert.match(credential, /OpenBadgeCredential/);

        await bob.page.goto('/credentials/verify');
        await bob.page.getByLabel(w.file).setInputFiles(path);
        await bob.page.getByRole('button', { name: w.check }).click();
        await expect(bob.page.getByText(w.valid, { exact: true })).toBeVisible();
        await bob.page.getByRole('textbox', { name: w.paste }).fill(altered(credential));
        await bob.page.getByRole('button', { name: w.check }).click();
        await expect(bob.page.getByText(w.invalid, { exact: true })).toBeVisible();
      } catch (error) {
        throw await explainFailure(error, pages);
      } finally {
        for (const person of people) await person.context.close();
      }
    });
  }
});
