import { afterAll, beforeAll, describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.js';
import { explainFailure } from './support/diagnostics.js';
import { expect } from './support/expect.js';
import { newStaffMember } from './support/staff.js';
import {
  apiPost,
  newSignedInUser,
  showcaseProject,
  signInViaApi,
  uniqueTag,
  type SignedIn,
} from './support/users.js';

/** The words a person looks for, in each language (the pages' own messages). */
const WORDS = {
  en: {
    locale: 'en-US',
    create: 'Create programme',
    name: 'Name',
    phaseStart: (phase: string) => `${phase} starts`,
    phaseEnd: (phase: string) => `${phase} ends`,
    phases: ['Identify', 'Collaborate', 'Prototype', 'Showcase'],
    deadline: 'Submission deadline',
    judging: 'Judging ends',
    results: 'Results date',
    created: /was created\. Its members join with the code ([A-Z0-9]+)\./,
    addOrganiserTo: (name: string) => `Add organiser to ${name}`,
    search: 'Search people',
    addNamed: (name: string) => `Add ${name} as organiser`,
    organiserDone: (name: string) => `${name} organises`,
    code: 'Programme code',
    join: 'Join',
    joined: (name: string) => `You joined ${name}`,
    manage: (name: string) => `Open the cohort view of ${name}`,
    announcements: 'Announcements',
    title: 'Title',
    message: 'Message',
    post: 'Post announcement',
    posted: 'Announcement posted',
    milestones: 'Milestones: 2 of 5',
    membersName: 'At least two members',
    challengeName: 'Challenge chosen',
    done: 'Done',
    meetingMissing: 'Missing: a meeting with a mentor is held',
    calendar: 'Calendar',
    closeNow: 'Close submissions now',
    close: 'Close submissions',
    edit: 'Edit project',
    save: 'Save changes',
    closedOn: 'Submissions closed on',
    members: 'Members',
    withoutProject: 'Team without project',
    export: 'Export CSV',
    csvHeader: 'First name,Last name,Role',
    mentorTeams: 'Teams you mentor',
  },
  de: {
    locale: 'de-DE',
    create: 'Programm erstellen',
    name: 'Name',
    phaseStart: (phase: string) => `„${phase}“ beginnt`,
    phaseEnd: (phase: string) => `„${phase}“ endet`,
    phases: ['Erkennen', 'Zusammenarbeiten', 'Prototypen bauen', 'Präsentieren'],
    deadline: 'Abgabefrist',
    judging: 'Ende der Bewertung',
    results: 'Tag der Ergebnisse',
    created: /wurde erstellt\. Mitglieder treten mit dem Code ([A-Z0-9]+) bei\./,
    addOrganiserTo: (name: string) => `Organisator:in hinzufügen: ${name}`,
    search: 'Personen suchen',
    addNamed: (name: string) => `Hinzufügen: ${name}`,
    organiserDone: (name: string) => `${name} organisiert jetzt`,
    code: 'Programmcode',
    join: 'Beitreten',
    joined: (name: string) => `Du bist ${name} beigetreten`,
    manage: (name: string) => `Kohortenansicht von ${name} öffnen`,
    announcements: 'Ankündigungen',
    title: 'Titel',
    message: 'Nachricht',
    post: 'Ankündigung veröffentlichen',
    posted: 'Ankündigung veröffentlicht',
    milestones: 'Meilensteine: 2 von 5',
    membersName: 'Mindestens zwei Mitglieder',
    challengeName: 'Challenge gewählt',
    done: 'Erledigt',
    meetingMissing: 'Fehlt: ein Treffen mit einem Mentor findet statt',
    calendar: 'Kalender',
    closeNow: 'Abgabe jetzt schließen',
    close: 'Abgabe schließen',
    edit: 'Projekt bearbeiten',
    save: 'Änderungen speichern',
    closedOn: 'Die Abgabe wurde am',
    members: 'Mitglieder',
    withoutProject: 'Team ohne Projekt',
    export: 'Als CSV exportieren',
    csvHeader: 'Vorname,Nachname,Rolle',
    mentorTeams: 'Teams, die du begleitest',
  },
} as const;
type Language = keyof typeof WORDS;

const DAY_MS = 24 * 60 * 60 * 1000;
const ZONE = 'Europe/Berlin';

/** A datetime-local value in the programme's time zone (the form's default is the browser's, Europe/Berlin here). */
function local(ms: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** A field's label, with the mark MUI adds to a required one (a thin space and an asterisk). */
const field = (label: string) =>
  new RegExp('^' + label.replace(/[.*+?^$(){}|[\]\\]/g, '\\$&') + '(?:\\s*\\*)?$');

/** Staff create a programme in its Prototype phase (the deadline 9 days ahead) through the staff page's dialog. */
async function createProgramme(page: Page, lang: Language, name: string): Promise<string> {
  const text = WORDS[lang];
  await page.goto('/staff?tab=programmes');
  await page.getByRole('button', { name: text.create }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: field(text.name) }).fill(name);
  const now = Date.now();
  const windows = [
    [now - 30 * DAY_MS, now - 20 * DAY_MS],
    [now - 20 * DAY_MS, now - 10 * DAY_MS],
    [now - 10 * DAY_MS, now + 10 * DAY_MS],
    [now + 10 * DAY_MS, now + 15 * DAY_MS],
  ] as const;
  for (const [i, phase] of text.phases.entries()) {
    await dialog.getByLabel(field(text.phaseStart(phase))).fill(local(windows[i]![0]));
    await dialog.getByLabel(field(text.phaseEnd(phase))).fill(local(windows[i]![1]));
  }
  await dialog.getByLabel(field(text.deadline)).fill(local(now + 9 * DAY_MS));
  await dialog.getByLabel(field(text.judging)).fill(local(now + 11 * DAY_MS));
  await dialog.getByLabel(field(text.results)).fill(local(now + 12 * DAY_MS));
  await dialog.getByRole('button', { name: text.create }).click();
  const status = page.getByRole('status').filter({ hasText: text.created });
  await expect(status).toBeVisible();
  const code = (await status.first().innerText()).match(text.created)?.[1];
  assert.ok(code, 'the join code is shown');
  return code;
}

describe('a programme in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ['en', 'de'] as const satisfies readonly Language[]) {
    it(`(${lang}) staff create it, members join and hear the organiser, milestones show, the deadline closes it, the cohort exports`, async () => {
      const text = WORDS[lang];
      const tag = uniqueTag();
      const options = { locale: text.locale, timeZone: ZONE, audio: false };
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
        const ben = await newSignedInUser(browser, { firstName: 'Ben', lastName: `Bike${tag}` }, options);
        const cara = await newSignedInUser(browser, { firstName: 'Cara', lastName: `Code${tag}` }, options);
        people.push(staff, organiser, ada, ben, cara);
        for (const person of people) pages[person.user.firstName] = person.page;

        // Staff create the programme and name Olga its organiser.
        const name = `Year 9 ${tag}`;
        const code = await createProgramme(staff.page, lang, name);
        const manageLink = staff.page.getByRole('link', { name: text.manage(name) });
        const managePath = await manageLink.first().getAttribute('href');
        assert.match(managePath ?? '', /^\/programmes\/[0-9a-f-]{36}\/manage$/);
        await staff.page.getByRole('button', { name: text.addOrganiserTo(name) }).click();
        const addDialog = staff.page.getByRole('dialog');
        await addDialog.getByRole('textbox', { name: text.search }).fill(`Org${tag}`);
        await addDialog.getByRole('button', { name: text.addNamed(organiser.user.fullName) }).click();
        await expect(staff.page.getByText(text.organiserDone(organiser.user.fullName))).toBeVisible();

        // Three students join with the code in Settings; their dashboards are open.
        for (const person of [ada, ben, cara]) {
          await person.page.goto('/settings');
          await person.page.getByRole('textbox', { name: field(text.code) }).fill(code.toLowerCase());
          await person.page.getByRole('button', { name: text.join, exact: true }).click();
          await expect(person.page.getByText(text.joined(name)).first()).toBeVisible();
          await person.page.goto('/');
        }

        // Olga announces; Ada and Ben see it pinned on their dashboards, live.
        await organiser.page.goto(managePath!);
        await organiser.page.getByRole('tab', { name: text.announcements }).click();
        const headline = `Demo day ${tag}`;
        await organiser.page.getByRole('textbox', { name: field(text.title) }).fill(headline);
        await organiser.page
          .getByRole('textbox', { name: text.message })
          .fill('Bring your prototype on Friday.');
        await organiser.page.getByRole('button', { name: text.post }).click();
        await expect(organiser.page.getByText(text.posted).first()).toBeVisible();
        for (const person of [ada, ben]) {
          const pinned = person.page.getByRole('region', { name: text.announcements });
          await expect(pinned.getByText(headline)).toBeVisible();
          await expect(pinned.getByText('Bring your prototype on Friday.')).toBeVisible();
        }

        // Ada's team reaches two milestones (two members, a challenge); its page lists the rest.
        const challenge = await apiPost<{ id: string }>(ada.context, '/api/challenges', {
          title: `Broken bikes ${tag}`,
          description: 'Bikes at our school break and the repair shop is 7 km away.',
          category: 'community',
          difficulty: 'beginner',
          status: 'active',
          tags: ['bikes'],
        });
        const team = await apiPost<{ id: string }>(ada.context, '/api/teams', {
          name: `Riders ${tag}`,
          description: 'We fix bikes.',
          maxMembers: 4,
          challengeId: challenge.id,
        });
        await apiPost(ben.context, `/api/teams/${team.id}/join`, {});
        await ada.page.goto(`/teams/${team.id}`);
        const checklist = ada.page.getByRole('list', { name: text.milestones });
        const items = checklist.getByRole('listitem');
        await expect(
          items.filter({ hasText: text.membersName }).filter({ hasText: text.done }),
        ).toBeVisible();
        await expect(
          items.filter({ hasText: text.challengeName }).filter({ hasText: text.done }),
        ).toBeVisible();
        await expect(checklist.getByText(text.meetingMissing)).toBeVisible();

        // Cara's team has a project; once Olga closes submissions, Cara's edit is refused with the date.
        const caraTeam = await apiPost<{ id: string }>(cara.context, '/api/teams', {
          name: `Solo ${tag}`,
          description: 'On my own.',
          maxMembers: 2,
        });
        const project = await showcaseProject<{ id: string }>(cara.context, {
          teamId: caraTeam.id,
          title: `Pump station ${tag}`,
          description: 'A bike pump at the school gate.',
        });
        await organiser.page.getByRole('tab', { name: text.calendar }).click();
        await organiser.page.getByRole('button', { name: text.closeNow }).click();
        await organiser.page.getByRole('dialog').getByRole('button', { name: text.close }).click();
        await cara.page.goto(`/projects/${project.id}`);
        await cara.page.getByRole('button', { name: text.edit, exact: true }).click();
        const editor = cara.page.getByRole('dialog');
        await editor.getByRole('textbox').first().fill(`Pump station v2 ${tag}`);
        await editor.getByRole('button', { name: text.save }).click();
        await expect(cara.page.getByText(text.closedOn).first()).toBeVisible();

        // Olga filters the members in a team without a project and downloads the cohort.
        await organiser.page.getByRole('tab', { name: text.members }).click();
        await organiser.page.getByRole('button', { name: text.withoutProject }).click();
        const rows = organiser.page.getByRole('table').getByRole('row');
        await expect(rows.filter({ hasText: ada.user.fullName })).toBeVisible();
        await expect(rows.filter({ hasText: ben.user.fullName })).toBeVisible();
        await expect(rows.filter({ hasText: cara.user.fullName })).toHaveCount(0);
        const [download] = await Promise.all([
          organiser.page.waitForEvent('download'),
          organiser.page.getByRole('link', { name: text.export }).click(),
        ]);
        const csv = await readFile((await download.path())!, 'utf8');
        assert.ok(csv.replace(/^\uFEFF/, '').startsWith(text.csvHeader), csv.slice(0, 80));
        for (const person of [ada, ben, cara])
          assert.ok(csv.includes(person.user.lastName), person.user.lastName);

        // The demo mentor's dashboard shows the team he mentors.
        const { context, page } = await newPage(browser, text.locale, ZONE);
        await signInViaApi(context, { email: 'jonas.becker@demo.creators.test', password: 'demo-password' });
        pages.Jonas = page;
        await page.goto('/');
        const mentored = page.getByRole('region', { name: text.mentorTeams });
        await expect(mentored.getByRole('link', { name: 'Waste Watchers' })).toBeVisible();
        await context.close();
      } catch (error) {
        throw await explainFailure(error, pages);
      } finally {
        for (const person of people) await person.context.close();
      }
    });
  }
});
