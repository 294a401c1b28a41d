import { afterAll, beforeAll, describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import { LIMITS } from '@creators/contracts';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { explainFailure } from './support/diagnostics.js';
import { expect } from './support/expect.js';
import { newStaffMember, verifyMentor } from './support/staff.js';
import { apiPost, newSignedInUser, showcaseProject, uniqueTag, type SignedIn } from './support/users.js';

/** The words a person looks for, in each language (the pages' own messages). */
const WORDS = {
  en: {
    locale: 'en-US',
    mentors: 'Mentors',
    search: 'Search mentors',
    expertise: 'Expertise',
    request: 'Request mentoring',
    team: 'Team',
    message: 'Message',
    sendRequest: 'Send request',
    requestSent: 'Request sent!',
    openRequests: 'Open requests',
    note: 'Note',
    accept: 'Accept',
    accepted: 'Request accepted',
    schedule: 'Schedule meeting',
    title: 'Title',
    mentor: 'Mentor',
    time: 'Time',
    link: 'Meeting link',
    scheduleSubmit: 'Schedule',
    scheduled: 'Meeting scheduled!',
    upcoming: 'Upcoming Meetings',
    calendar: (title: string) => `Add to calendar: ${title}`,
    calendarWhen: 'When:',
    giveFeedback: 'Give feedback',
    notes: 'Notes',
    criteria: ['Problem understood', 'Solution fits', 'Prototype works', 'Presentation'],
    scoreOption: (value: number) => `${value} of 4`,
    sendFeedback: 'Send feedback',
    feedbackSent: 'Feedback sent!',
    feedback: 'Mentor feedback',
  },
  de: {
    locale: 'de-DE',
    mentors: 'Mentoren',
    search: 'Mentoren durchsuchen',
    expertise: 'Fachgebiet',
    request: 'Mentoring anfragen',
    team: 'Team',
    message: 'Nachricht',
    sendRequest: 'Anfrage senden',
    requestSent: 'Anfrage gesendet!',
    openRequests: 'Offene Anfragen',
    note: 'Notiz',
    accept: 'Annehmen',
    accepted: 'Anfrage angenommen',
    schedule: 'Meeting planen',
    title: 'Titel',
    mentor: 'Mentor',
    time: 'Zeit',
    link: 'Meeting-Link',
    scheduleSubmit: 'Planen',
    scheduled: 'Meeting geplant!',
    upcoming: 'Anstehende Meetings',
    calendar: (title: string) => `Zum Kalender hinzufügen: ${title}`,
    calendarWhen: 'Wann:',
    giveFeedback: 'Feedback geben',
    notes: 'Notizen',
    criteria: ['Problem verstanden', 'Lösung passt', 'Prototyp funktioniert', 'Präsentation'],
    scoreOption: (value: number) => `${value} von 4`,
    sendFeedback: 'Feedback senden',
    feedbackSent: 'Feedback gesendet!',
    feedback: 'Feedback der Mentoren',
  },
} as const;
type Language = keyof typeof WORDS;

/** A pattern for text as written, whatever kind of space it has (Intl writes narrow no-break spaces). */
const loosely = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'));

/** How the viewer's browser writes a time: its own locale and time zone, as the pages do. */
const localTime = (page: Page, iso: string, lang: Language) =>
  page.evaluate(
    ([value, language]) =>
      new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' })
        .format(new Date(value))
        .replace(/\s+/g, ' '),
    [iso, lang] as const,
  );

describe('mentoring in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ['en', 'de'] as const satisfies readonly Language[]) {
    it(`(${lang}) a member finds a mentor by expertise and asks; the mentor accepts; they meet and the team gets feedback`, async () => {
      const w = WORDS[lang];
      const tag = uniqueTag();
      const people: SignedIn[] = [];
      try {
        // The mentor works in New York, the member in Berlin: each sees the meeting at their own clock time.
        const mentor = await newSignedInUser(
          browser,
          { firstName: 'Mara', lastName: `Mentor${tag}` },
          { role: 'mentor', locale: w.locale, timeZone: 'America/New_York', audio: false },
        );
        people.push(mentor);
        const member = await newSignedInUser(
          browser,
          { firstName: 'Mika', lastName: `Member${tag}` },
          { locale: w.locale, timeZone: 'Europe/Berlin', audio: false },
        );
        people.push(member);
        // Staff verify the mentor before teams can find them (docs/product.md §14.3).
        const staff = await newStaffMember(browser, { firstName: 'Sam', lastName: `Staff${tag}` });
        people.push(staff);
        await verifyMentor(staff.context, mentor.user.id);

        // Every day, all day, in UTC: a free slot is always near.
        const availability = await mentor.context.request.put('/api/users/me/availability', {
          data: {
            slots: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '00:00', end: '24:00' })),
            timeZone: 'UTC',
            maxTeams: 3,
            languages: ['en', 'de'],
          },
        });
        assert.equal(availability.status(), 200, await availability.text());
        const teamName = `Garden Crew ${tag}`;
        const team = await apiPost<{ id: string }>(member.context, '/api/teams', {
          name: teamName,
          description: 'We grow vegetables in the school yard.',
        });

        // The member finds the mentor by expertise and asks for help.
        const { page } = member;
        await page.goto('/');
        await page
          .getByRole('navigation')
          .first()
          .getByRole('link', { name: w.mentors, exact: true })
          .click();
        await expect(page.getByRole('heading', { name: w.mentors, level: 1 })).toBeVisible();
        await page.getByRole('combobox', { name: w.expertise, exact: true }).selectOption('React');
        await page.getByRole('searchbox', { name: w.search }).fill(tag);
        const card = page
          .getByRole('list', { name: w.mentors })
          .getByRole('article', { name: mentor.user.fullName });
        await expect(card).toBeVisible();
        await card.getByRole('button', { name: w.request }).click();
        const ask = page.getByRole('dialog', { name: w.request });
        await ask.getByRole('combobox', { name: w.team }).selectOption({ label: teamName });
        await ask.getByRole('button', { name: 'React', exact: true }).click();
        await ask
          .getByRole('textbox', { name: w.message })
          .fill('We want to build a watering planner in React and need a review.');
        await ask.getByRole('button', { name: w.sendRequest }).click();
        await expect(page.getByText(w.requestSent, { exact: true })).toBeVisible();

        // The mentor accepts on the Mentoring page.
        await mentor.page.goto('/mentoring');
        const requests = mentor.page.getByRole('list', { name: w.openRequests });
        const request = requests.getByRole('article').filter({ hasText: teamName });
        await request.getByRole('textbox', { name: w.note }).fill('Gladly, see you soon.');
        await request.getByRole('button', { name: w.accept, exact: true }).click();
        await expect(mentor.page.getByText(w.accepted, { exact: true })).toBeVisible();

        // The member schedules a meeting with the mentor in a free slot.
        await page.goto(`/teams/${team.id}`);
        await expect(
          page.getByRole('list', { name: w.mentors }).getByText(mentor.user.fullName),
        ).toBeVisible();
        await page.getByRole('button', { name: w.schedule, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: w.schedule });
        const title = `Planner review ${tag}`;
        await dialog.getByRole('textbox', { name: w.title, exact: true }).fill(title);
        await dialog.getByRole('combobox', { name: w.mentor, exact: true }).selectOption({
          label: mentor.user.fullName,
        });
        const time = dialog.getByRole('combobox', { name: w.time });
        await time.locator('option').nth(1).waitFor({ state: 'attached' });
        // The first free slot long enough for the default duration (today's may end within minutes).
        const slots = await time
          .locator('option')
          .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
        const slot = slots.find((value) => {
          const [from, to] = value.split('|');
          return Date.parse(to ?? '') - Date.parse(from ?? '') >= LIMITS.meetingDurationDefault * 60_000;
        })!;
        await time.selectOption(slot);
        const startsAt = slot.split('|')[0]!;
        await dialog.getByRole('textbox', { name: w.link }).fill('https://meet.example.org/garden');
        await dialog.getByRole('button', { name: w.scheduleSubmit, exact: true }).click();
        await expect(page.getByText(w.scheduled, { exact: true })).toBeVisible();

        // Both see it under Upcoming Meetings, each at their own local time.
        const memberTime = await localTime(page, startsAt, lang);
        const onTeamPage = page
          .getByRole('list', { name: w.upcoming })
          .getByRole('listitem')
          .filter({ hasText: title });
        await expect(onTeamPage).toHaveText(loosely(memberTime));
        const berlin = new Intl.DateTimeFormat('en-GB', {
          hour: '2-digit',
          minute: '2-digit',
          timeZone: 'Europe/Berlin',
        });
        if (lang === 'de') await expect(onTeamPage).toHaveText(loosely(berlin.format(new Date(startsAt))));
        await page.goto('/');
        const onDashboard = page
          .getByRole('list', { name: w.upcoming })
          .getByRole('listitem')
          .filter({ hasText: title });
        await expect(onDashboard).toHaveText(loosely(memberTime));

        await mentor.page.goto('/');
        const mentorTime = await localTime(mentor.page, startsAt, lang);
        assert.notEqual(mentorTime, memberTime);
        const mentorsView = mentor.page
          .getByRole('list', { name: w.upcoming })
          .getByRole('listitem')
          .filter({ hasText: title });
        await expect(mentorsView).toHaveText(loosely(mentorTime));

        // The calendar file, in the member's language and time zone.
        await page.goto(`/teams/${team.id}`);
        const href = await page.getByRole('link', { name: w.calendar(title) }).getAttribute('href');
        assert.ok(href);
        const ics = await page.context().request.get(href);
        assert.equal(ics.status(), 200);
        assert.match(ics.headers()['content-type'] ?? '', /^text\/calendar/);
        const calendar = (await ics.text()).replace(/\r\n /g, '');
        const utc = new Date(startsAt)
          .toISOString()
          .replace(/[-:]/g, '')
          .replace(/\.\d{3}/, '');
        assert.match(calendar, new RegExp(`DTSTART:${utc}\\r\\n`));
        assert.ok(calendar.includes(`DESCRIPTION:${w.calendarWhen}`), calendar);
        assert.ok(calendar.includes('(Europe/Berlin)'), calendar);

        // The team showcases its project; the mentor gives feedback; the team sees it with the scores.
        const project = await showcaseProject<{ id: string }>(member.context, {
          teamId: team.id,
          title: `Watering planner ${tag}`,
          description: 'A planner that tells the class which beds to water today.',
        });
        await mentor.page.goto(`/projects/${project.id}`);
        const form = mentor.page.getByRole('form', { name: w.giveFeedback });
        const notes = 'Clear problem and a prototype that works; show who tested it with you.';
        await form.getByRole('textbox', { name: w.notes }).fill(notes);
        const scores = [4, 3, 3, 2];
        for (const [i, criterion] of w.criteria.entries())
          await form
            .getByRole('combobox', { name: criterion })
            .selectOption({ label: w.scoreOption(scores[i]!) });
        await form.getByRole('button', { name: w.sendFeedback }).click();
        await expect(mentor.page.getByText(w.feedbackSent, { exact: true })).toBeVisible();

        await page.goto(`/projects/${project.id}`);
        const feedback = page.getByRole('list', { name: w.feedback });
        await expect(feedback.getByText(notes)).toBeVisible();
        await expect(feedback.getByText(`${w.criteria[0]}: 4/4`)).toBeVisible();
        await expect(feedback.getByText(`${w.criteria[3]}: 2/4`)).toBeVisible();
      } catch (error) {
        throw await explainFailure(
          error,
          Object.fromEntries(people.map((person) => [person.user.firstName, person.page])),
        );
      } finally {
        for (const person of people) await person.context.close();
      }
    });
  }
});
