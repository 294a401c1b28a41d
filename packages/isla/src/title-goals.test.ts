import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { germanDative } from './title-goals.js';
import { renderTitle } from './slots.js';

/** Problem statements none of the scripted brainstorms uses: the rules must carry beyond them. */
const EN: Array<[problem: string, who: string | undefined, title: string]> = [
  [
    'I can never find a parking spot near the campus in the morning.',
    'Students at my school',
    'How might we help students find a parking spot?',
  ],
  ['The bus to our school is always late.', undefined, 'How might we get the bus on time?'],
  [
    'People wait for hours for the ferry in summer.',
    undefined,
    'How might we shorten the wait for the ferry?',
  ],
  [
    'There is too much noise in the library so nobody can concentrate.',
    undefined,
    'How might we reduce noise at the library?',
  ],
  ['Our printer stops working before every deadline.', undefined, 'How might we keep the printer working?'],
  [
    'My grandparents feel isolated since the post office closed.',
    undefined,
    'How might we help grandparents feel less isolated?',
  ],
  [
    'Students struggle to afford healthy food in the cafeteria.',
    'Students',
    'How might we help students afford healthy food?',
  ],
  [
    'Students at my school waste lots of food in the canteen',
    undefined,
    'How might we reduce food waste at the canteen?',
  ],
  ['Getting a bike repaired takes weeks in our town.', undefined, 'How might we get a bike repaired sooner?'],
];

const DE: Array<[problem: string, who: string | undefined, title: string]> = [
  [
    'Ich finde nie einen Parkplatz in der Nähe der Uni.',
    'Schüler an meiner Schule',
    'Wie können wir Schülern helfen, einen Parkplatz zu finden?',
  ],
  ['Der Bus zur Schule ist immer zu spät.', undefined, 'Wie können wir den Bus pünktlicher machen?'],
  [
    'Wir verbrauchen im Unterricht zu viel Papier.',
    undefined,
    'Wie können wir Papier im Unterricht reduzieren?',
  ],
  [
    'Meine Großeltern fühlen sich seit der Schließung der Post einsam.',
    undefined,
    'Wie können wir Einsamkeit bei Großeltern verringern?',
  ],
  [
    'Die Leute warten im Sommer stundenlang auf die Fähre.',
    undefined,
    'Wie können wir die Wartezeit auf die Fähre verkürzen?',
  ],
  ['Die App für Sportplätze stürzt ständig ab.', undefined, 'Wie können wir die App stabil halten?'],
  [
    'Viele Schüler verpassen den Bus am Morgen.',
    undefined,
    'Wie können wir verhindern, dass Schüler den Bus verpassen?',
  ],
];

describe('titles from what the problem statement aims at', () => {
  it('phrases unseen English statements as a goal', () => {
    for (const [problem, who, title] of EN) assert.equal(renderTitle({ problem, who }, 'en'), title);
  });

  it('phrases unseen German statements as a goal', () => {
    for (const [problem, who, title] of DE) assert.equal(renderTitle({ problem, who }, 'de'), title);
  });

  it('falls back to the topic when no rule fits, never past 60 characters', () => {
    const title = renderTitle({ problem: 'Nobody knows which clubs exist at our school.' }, 'en');
    assert.match(title, /^How might we .+\?$/);
    assert.ok(title.length <= 60, title);
    assert.equal(
      renderTitle({ problem: 'In der Bibliothek ist es viel zu laut.' }, 'de'),
      'Wie können wir das Thema Bibliothek angehen?',
    );
  });

  it('puts a plural group in the dative for "helfen"', () => {
    assert.equal(germanDative('Studierende'), 'Studierenden');
    assert.equal(germanDative('jüngeren Schüler'), 'jüngeren Schülern');
    assert.equal(germanDative('Familien'), 'Familien');
    assert.equal(germanDative('ältere Nachbarn'), 'älteren Nachbarn');
  });
});
