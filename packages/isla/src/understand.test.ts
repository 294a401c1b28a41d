import { describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import { groupOf, mergeEvidence, sentencesOf, understandMessage } from './understand.js';
import { acknowledgementFor } from './acknowledge.js';
import { fillSlots, renderDraft, renderTitle } from './slots.js';
import { checkDraft } from './draft-check.js';

const slotsOf = (text: string, hint: Parameters<typeof understandMessage>[1] = null) =>
  Object.fromEntries(understandMessage(text, hint).evidence.map((e) => [e.slot, e.value]));

describe('understanding by content (product.md §4.3)', () => {
  it('splits messages into sentences and clauses', () => {
    assert.deepEqual(sentencesOf('Jeden Werktag, morgens und abends. Das nervt! Wirklich?'), [
      'Jeden Werktag, morgens und abends.',
      'Das nervt!',
      'Wirklich?',
    ]);
  });

  it('reads nothing into agreement, small talk, the person’s own story and questions', () => {
    for (const text of [
      'Ja, genau so.',
      'yes',
      'Yeah, exactly.',
      'hi',
      'I went through it myself two years ago.',
      'Ich habe das selbst erlebt.',
      'That happened to me too.',
      'How do I find a team that needs someone who can build sensors?',
    ])
      assert.deepEqual(understandMessage(text, 'who').evidence, [], text);
    assert.equal(understandMessage('How do I find a team?', null).question, true);
    assert.equal(understandMessage('Ja, genau so.', 'success').agreement, true);
  });

  it('reads a frequency as a frequency, whatever the question aimed at', () => {
    assert.equal(
      slotsOf('Jeden Werktag, morgens und abends.', 'impact').frequency,
      'Jeden Werktag, morgens und abends',
    );
    assert.equal(slotsOf('Twice a week on match days.', 'who').frequency, 'Twice a week on match days');
  });

  it('reads who, impact, tried, success and ideas by their words', () => {
    assert.match(
      slotsOf('Mostly international students who arrive in September.').who!,
      /international students/u,
    );
    assert.equal(slotsOf('Vor allem Pendler aus dem Umland.').who !== undefined, true);
    assert.ok(slotsOf('We lose an hour of learning each time and some people just give up.').impact);
    assert.ok(slotsOf('I tried Facebook groups, but nobody answers.').tried);
    assert.ok(slotsOf('Ich habe schon WhatsApp-Gruppen ausprobiert, aber das hat nicht geklappt.').tried);
    assert.ok(slotsOf('Every student could see a free room in less than five minutes.').success);
    assert.ok(slotsOf('Maybe we could build an app that shows free rooms.').ideas);
    assert.ok(slotsOf('Man könnte eine App bauen, die freie Räume anzeigt.').ideas);
    assert.equal(slotsOf('Maybe we could build an app that shows free rooms.').problem, undefined);
  });

  it('fills several slots from one story and keeps the best evidence', () => {
    const slots = fillSlots([
      { sender: 'avatar', message: 'What frustrates you?' },
      {
        sender: 'user',
        message:
          'International students can never find an affordable room before term starts. It happens every September. I went through it myself two years ago.',
      },
      { sender: 'avatar', message: 'Who exactly experiences this problem most often?' },
      { sender: 'user', message: 'I went through it myself two years ago.' },
    ]);
    assert.match(slots.problem!, /affordable room/);
    assert.equal(slots.who, 'International students');
    assert.match(slots.frequency!, /every September/i);
    const title = renderTitle(slots, 'en');
    assert.doesNotMatch(title, /\bi\b|went through/iu);
    assert.equal(title, 'How might we help students find an affordable room?');
  });

  it('a correction replaces what it corrects', () => {
    const slots = mergeEvidence(
      { who: 'International students' },
      understandMessage("No, it's mostly commuters."),
    );
    assert.equal(slots.who, 'Mostly commuters');
    const de = mergeEvidence({ who: 'Studierende' }, understandMessage('Nein, eher Pendler.'));
    assert.equal(de.who, 'Pendler');
  });

  it('names what the person said in its acknowledgement', () => {
    assert.equal(
      acknowledgementFor(understandMessage('Twice a week on match days.', 'frequency'), 'en'),
      "Twice a week on match days — that's often.",
    );
    assert.equal(
      acknowledgementFor(understandMessage('Jeden Werktag, morgens und abends.', 'frequency'), 'de'),
      'Jeden Werktag, morgens und abends – das ist oft.',
    );
    assert.equal(acknowledgementFor(understandMessage('Ja, genau so.'), 'de'), 'Alles klar.');
  });

  it('groups: a group and what narrows it', () => {
    assert.equal(groupOf('Many international students arrive late'), 'international students');
    assert.equal(groupOf('Ältere Nachbarn sind einsam'), 'Ältere Nachbarn');
    assert.equal(groupOf('I went through it myself'), null);
  });

  it('renders a draft in good language that keeps the rules', () => {
    const slots = {
      problem: 'International students can never find an affordable room before term starts',
      who: 'International students',
      frequency: 'Every September',
      impact: 'They pay for hostels for weeks and miss the first lectures',
      ideas: 'An app where landlords offer rooms to students',
    };
    const { draft } = renderDraft(slots, 'en');
    assert.deepEqual(checkDraft(draft, 'en'), []);
    // The idea is a first idea, never the problem.
    assert.doesNotMatch(draft.description.split('. ')[0]!, /app/u);
    assert.match(draft.description, /A first idea: an app where landlords offer rooms/u);
  });
});
