import { afterAll, beforeAll, describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { type Locale } from '@creators/contracts';
import { checkDraft, questionSlot, type DraftSlot } from '@creators/isla';
import { launchBrowser } from './support/browser.js';
import { explainFailure } from './support/diagnostics.js';
import { expect, waitFor } from './support/expect.js';
import { newSignedInUser } from './support/users.js';

/** Isla answers through the AI worker; on a loaded machine one answer may take a while. */
const ISLA_ANSWER_MS = 45_000;

/** The dashboard panel's labels per language (frontend/src/brainstorm/messages.en.ts and messages.de.ts). */
const LABELS: Record<Locale, Record<string, string>> = {
  en: {
    region: 'Challenge Brainstorm with Isla',
    log: 'Conversation with Isla',
    input: 'Your response',
    send: 'Send',
    confirm: "Yes, that's right",
    title: 'Challenge Title',
    description: 'Problem Description',
    tags: 'Tags (comma-separated)',
  },
  de: {
    region: 'Challenge-Brainstorming mit Isla',
    log: 'Gespräch mit Isla',
    input: 'Deine Antwort',
    send: 'Senden',
    confirm: 'Ja, das stimmt',
    title: 'Titel der Challenge',
    description: 'Problembeschreibung',
    tags: 'Tags (durch Kommas getrennt)',
  },
};

/** A person who answers the slot Isla's last question aims at (else the next of `other`). */
const PEOPLE: Record<Locale, { answers: Partial<Record<DraftSlot, string>>; other: string[] }> = {
  en: {
    answers: {
      problem: 'Every week I waste hours looking for a free study room at my university library.',
      who: 'Mostly other students in exam season.',
      frequency: 'Almost every day during exams.',
      impact: 'We lose an hour of learning each time and some people just go home.',
      tried: 'The library has a booking list on paper, but nobody keeps it up to date.',
      success: 'Every student could see a free room in less than five minutes.',
    },
    other: ['My classmates complain about it in every group chat.', 'Rooms are booked and then left empty.'],
  },
  de: {
    answers: {
      problem: 'Jede Woche suche ich stundenlang einen freien Lernplatz in der Unibibliothek.',
      who: 'Vor allem Studierende in der Prüfungszeit.',
      frequency: 'Fast jeden Tag in der Klausurenphase.',
      impact: 'Wir verlieren jedes Mal eine Stunde Lernzeit.',
      tried: 'Eine Liste zum Eintragen, aber niemand hält sie aktuell.',
      success: 'Alle Studierenden finden in fünf Minuten einen freien Platz.',
    },
    other: [
      'Meine Kommilitonen beschweren sich ständig darüber.',
      'Plätze werden reserviert und bleiben leer.',
    ],
  },
};

/**
 * A person who tells the story in their own order: several points in one message, a filler reply, a solution idea,
 * whatever Isla asks; then they confirm her read-back. `draft` is what a mentor would expect in the prefilled draft,
 * written down before running; `absent` must not reach it.
 */
const STORY_TELLERS: Record<
  Locale,
  { messages: string[]; confirm: string; title: RegExp; description: RegExp[]; absent: string[] }
> = {
  en: {
    messages: [
      'Hi Isla! At our vocational school the last bus back to the villages leaves at 4:10, but workshop lessons end at 4:30 three days a week.',
      'Yeah, pretty much.',
      'About forty apprentices from the villages are stuck, and most of them walk for an hour or wait for their parents.',
      'We asked the bus company for a later bus last year, but they said there are not enough passengers.',
      'It would be solved if everyone got home before six without a parent driving.',
      'Maybe we could start a ride-sharing board for the teachers who drive that way anyway.',
    ],
    confirm: "Yes, that's right.",
    title: /apprentice|bus|home|village/i,
    description: [/bus/i, /apprentices|forty/i],
    absent: ['pretty much', 'Hi Isla'],
  },
  de: {
    messages: [
      'Hallo Isla, bei uns im Dorf hat der letzte Laden vor einem Jahr zugemacht, und die älteren Leute kommen kaum noch an Lebensmittel.',
      'Ja, genau so.',
      'Betroffen sind vor allem die über Achtzigjährigen ohne Auto, bei uns sind das bestimmt dreißig Leute.',
      'Die Nachbarn kaufen manchmal mit ein, aber das klappt nur, wenn jemand Zeit hat.',
      'Gut wäre, wenn jeder mindestens einmal pro Woche frische Lebensmittel bekommt, ohne auf Hilfe warten zu müssen.',
      'Vielleicht könnte man einen Lieferdienst mit Freiwilligen aus dem Sportverein aufbauen.',
    ],
    confirm: 'Ja, das stimmt so.',
    title: /ältere|achtzig|Lebensmittel|einkauf|Laden|Dorf/i,
    description: [/Laden|Lebensmittel/i, /Achtzig|ohne Auto|dreißig/i],
    absent: ['genau so', 'Hallo Isla'],
  },
};

/** The dashboard's brainstorm panel as a person uses it: what Isla said last, a message sent, the draft shown. */
async function openPanel(page: Page, labels: Record<string, string>) {
  await page.goto('/');
  const panel = page.getByRole('region', { name: labels.region });
  await expect(panel).toBeVisible();
  const islaLines = panel.getByRole('log', { name: labels.log }).locator('[data-sender="avatar"]');
  const input = panel.getByRole('textbox', { name: labels.input });
  const send = panel.getByRole('button', { name: labels.send, exact: true });
  const titleField = panel.getByRole('textbox', { name: labels.title });
  // Shown while Isla awaits the yes to her read-back (the brainstorm's awaitingConfirmation, product.md §4.3).
  const confirm = panel.getByRole('button', { name: labels.confirm });
  await expect(islaLines.first()).toBeVisible();
  return {
    titleField,
    lastIslaLine: async () => (await islaLines.last().innerText()).trim(),
    /** Isla read the challenge back and awaits a yes or a correction. */
    awaitsConfirmation: () => confirm.isVisible(),
    /**
     * Sends the text (or, with `confirmed`, says yes with the button) and waits until Isla has answered (and is no
     * longer thinking) or the draft form shows.
     */
    async say(text: string, turn: number, { confirmed = false } = {}) {
      const before = await islaLines.count();
      if (confirmed) await confirm.click();
      else {
        await input.fill(text);
        await expect(send).toBeEnabled();
        await send.click();
      }
      await waitFor(
        async () =>
          (await titleField.isVisible()) ||
          ((await islaLines.count()) > before && (await panel.getByRole('status').count()) === 0),
        `Isla to answer turn ${turn + 1}`,
        ISLA_ANSWER_MS,
      );
    },
    async draftShown() {
      const tags = (await panel.getByRole('textbox', { name: labels.tags }).inputValue())
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean);
      return {
        title: await titleField.inputValue(),
        description: await panel.getByRole('textbox', { name: labels.description }).inputValue(),
        tags,
      };
    },
  };
}

describe("Isla's drafts in the browser (product.md §4.3)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const locale of ['en', 'de'] as const) {
    it(`${locale}: a whole brainstorm on the dashboard prefills a draft that keeps the rules`, async () => {
      const labels = LABELS[locale];
      const person = PEOPLE[locale];
      const { context, page } = await newSignedInUser(
        browser,
        { firstName: 'Dora', lastName: 'Draft' },
        { audio: false, locale: locale === 'de' ? 'de-DE' : 'en-US' },
      );
      try {
        const { titleField, lastIslaLine, awaitsConfirmation, say, draftShown } = await openPanel(
          page,
          labels,
        );

        const used = new Set<DraftSlot>();
        const other = [...person.other];
        const said: string[] = [];
        for (let turn = 0; turn < 9 && !(await titleField.isVisible()); turn++) {
          const last = await lastIslaLine();
          const aimed = questionSlot(last);
          let text: string;
          // Isla reads the challenge back before the draft (product.md §4.3): the person agrees with the button.
          const confirmed = await awaitsConfirmation();
          if (confirmed) text = labels.confirm!;
          else if (aimed && !used.has(aimed) && person.answers[aimed]) {
            used.add(aimed);
            text = person.answers[aimed];
          } else if (!used.has('problem')) {
            used.add('problem');
            text = person.answers.problem!;
          } else text = other.shift() ?? person.answers.success!;
          said.push(text);
          await say(text, turn, { confirmed });
        }
        await expect(titleField).toBeVisible();
        assert.ok(said.length <= 9, `${said.length} turns`);
        assert.ok(said.includes(labels.confirm!), 'Isla awaited the yes to her read-back');

        const { title, description, tags } = await draftShown();
        const draft = {
          title,
          description,
          tags,
          category: 'education' as const,
          difficulty: 'beginner' as const,
        };
        assert.deepEqual(checkDraft(draft, locale, said), [], JSON.stringify(draft));
        assert.match(title, locale === 'en' ? /^How might we / : /^Wie können wir /);
        // The description is the person's own words: the problem comes first.
        assert.ok(description.startsWith(person.answers.problem!.replace(/\.$/, '')), description);
      } catch (error) {
        throw await explainFailure(error, { page });
      } finally {
        await context.close();
      }
    });
  }

  for (const locale of ['en', 'de'] as const) {
    it(`${locale}: a person who tells the story in their own order gets a draft a mentor would publish`, async () => {
      const labels = LABELS[locale];
      const person = STORY_TELLERS[locale];
      const { context, page } = await newSignedInUser(
        browser,
        { firstName: 'Stella', lastName: 'Story' },
        { audio: false, locale: locale === 'de' ? 'de-DE' : 'en-US' },
      );
      try {
        const { titleField, say, draftShown } = await openPanel(page, labels);

        const said: string[] = [];
        for (let turn = 0; turn < 10 && !(await titleField.isVisible()); turn++) {
          const text = person.messages[turn] ?? person.confirm;
          said.push(text);
          await say(text, turn);
        }
        await expect(titleField).toBeVisible();

        const { title, description, tags } = await draftShown();
        const draft = {
          title,
          description,
          tags,
          category: 'community' as const,
          difficulty: 'beginner' as const,
        };
        assert.deepEqual(checkDraft(draft, locale, said), [], JSON.stringify(draft));
        assert.match(title, locale === 'en' ? /^How might we / : /^Wie können wir /);
        assert.match(title, person.title, title);
        for (const expected of person.description) assert.match(description, expected, description);
        for (const filler of person.absent) {
          assert.ok(!title.toLowerCase().includes(filler.toLowerCase()), `${filler} in ${title}`);
          assert.ok(!description.toLowerCase().includes(filler.toLowerCase()), `${filler} in ${description}`);
        }
      } catch (error) {
        throw await explainFailure(error, { page });
      } finally {
        await context.close();
      }
    });
  }
});
