import { describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import {
  cleanAnswer,
  emptySlots,
  extractSlotValue,
  fillSlots,
  questionSlot,
  renderDescription,
  renderDraft,
  renderTags,
  renderTitle,
} from './slots.js';
import { BRAINSTORM_TEXTS } from './texts.js';
import { checkDraft } from './draft-check.js';

describe('draft slots (product.md §4.3)', () => {
  it('knows which slot a question aims at, in English and German', () => {
    assert.equal(questionSlot('So it keeps coming back. Who else has this problem besides you?'), 'who');
    assert.equal(questionSlot('How often does it happen: every day, every week?'), 'frequency');
    assert.equal(questionSlot('What does it cost you each time: minutes, money, sleep, nerves?'), 'impact');
    assert.equal(questionSlot('What have you or others already tried to solve it?'), 'tried');
    assert.equal(
      questionSlot('If this problem were solved tomorrow, what would be different for those people?'),
      'success',
    );
    assert.equal(questionSlot('Wer genau erlebt dieses Problem am häufigsten?'), 'who');
    assert.equal(questionSlot('Wie oft passiert das?'), 'frequency');
    assert.equal(questionSlot('Was hast du schon ausprobiert?'), 'tried');
    assert.equal(questionSlot('Wenn dieses Problem morgen gelöst wäre, was wäre anders?'), 'success');
    assert.equal(questionSlot('Woher weißt du, dass dieses Problem auch andere betrifft?'), null);
    for (const p of BRAINSTORM_TEXTS.en.probingPrompts.slice(0, 2)) assert.notEqual(questionSlot(p), null);
  });

  it('cleans answers: trimmed, first letter upper case, no filler', () => {
    assert.equal(cleanAnswer('  well, mostly first-year students, I guess.  '), 'Mostly first-year students');
    assert.equal(cleanAnswer('ähm jeden Tag oder so'), 'Jeden Tag');
    assert.equal(extractSlotValue('frequency', 'daily'), 'Daily');
    assert.equal(extractSlotValue('impact', 'money'), null);
    assert.equal(extractSlotValue('who', 'no idea'), null);
    assert.equal(extractSlotValue('problem', 'keine Ahnung'), null);
  });

  it('fills each slot once from the answer to the question that aimed at it', () => {
    const slots = fillSlots([
      { sender: 'avatar', message: 'What frustrates you?' },
      { sender: 'user', message: 'hi' },
      { sender: 'avatar', message: 'What problem do you run into yourself?' },
      {
        sender: 'user',
        message: 'Every week I waste hours looking for a free study room at my university library.',
      },
      { sender: 'avatar', message: 'Who else has this problem besides you?' },
      { sender: 'user', message: 'Mostly other students in exam season.' },
      { sender: 'avatar', message: 'Is it just you, or do other people run into this too? Who exactly?' },
      { sender: 'user', message: 'My flatmates too' },
    ]);
    assert.equal(
      slots.problem,
      'Every week I waste hours looking for a free study room at my university library',
    );
    assert.equal(slots.who, 'Mostly other students in exam season');
    assert.equal(slots.frequency, 'Every week');
    assert.deepEqual(emptySlots(slots), ['impact', 'tried', 'success', 'ideas']);
  });

  it('renders a "How might we" title and a description of the filled slots only', () => {
    const slots = {
      problem: 'Every week I waste hours looking for a free study room at my university library',
      who: 'Mostly other students in exam season',
    };
    const title = renderTitle(slots, 'en');
    assert.match(title, /^How might we .+\?$/);
    assert.ok(title.length <= 60, title);
    const description = renderDescription(slots, 'en');
    assert.equal(
      description,
      'Every week I waste hours looking for a free study room at my university library. It affects students most.',
    );
    assert.match(
      renderTitle({ problem: 'Unsere Schulmensa wirft jeden Tag Essen weg' }, 'de'),
      /^Wie können wir .+\?$/,
    );
  });

  it('renders drafts that keep the rules in both languages', () => {
    const en = renderDraft(
      {
        problem: 'Our school canteen throws away trays of food every day',
        who: 'The younger students at lunch',
        impact: 'Kilos of food end up in the bin',
        success: 'Less food would be thrown away',
      },
      'en',
    );
    assert.deepEqual(checkDraft(en.draft, 'en'), []);
    const de = renderDraft(
      {
        problem: 'Unsere Schulmensa wirft jeden Tag volle Tabletts weg',
        who: 'Vor allem jüngere Schüler beim Mittagessen',
        success: 'Es würde weniger Essen im Müll landen',
      },
      'de',
    );
    assert.deepEqual(checkDraft(de.draft, 'de'), []);
  });

  it('writes German prose: fragments in lower case, nouns and whole sentences as they are', () => {
    const description = renderDescription(
      {
        problem: 'Einen Termin beim Arzt zu bekommen dauert ewig',
        who: 'Ältere Patienten und Eltern',
        frequency: 'Jedes Mal, wenn jemand krank wird',
        impact: 'Man wartet Wochen',
      },
      'de',
    );
    assert.equal(
      description,
      'Einen Termin beim Arzt zu bekommen dauert ewig. Am stärksten betroffen sind ältere Patienten, jedes Mal, wenn jemand krank wird. Das wiegt schwer, denn man wartet Wochen.',
    );
    // A cost that is no clause of its own keeps its lead-in.
    assert.match(
      renderDescription({ problem: 'Kein Lernplatz frei', impact: 'Zwei Stunden Lernzeit pro Woche' }, 'de'),
      /Das hat Folgen: Zwei Stunden Lernzeit pro Woche\./,
    );
    assert.match(
      renderDescription({ problem: 'Kein Lernplatz frei', who: 'Studierende' }, 'de'),
      /Am stärksten betroffen sind Studierende\./,
    );
  });

  it('drops a tag that is the end of another one', () => {
    const tags = renderTags(
      {
        problem: 'Am Bahnhof gibt es nie genug Fahrradständer',
        impact: 'Räder blockieren den Gehweg vor dem Ständer',
      },
      'general',
      'de',
    );
    assert.ok(tags.includes('fahrradständer'), tags.join(', '));
    assert.ok(!tags.includes('ständer'), tags.join(', '));
  });
});
