import { describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import { createChallengeSchema } from '@creators/contracts';
import { buildSummary, generateTags, guessCategory, titleFrom, toChallengeCategory } from './summary.js';

describe('brainstorm summary (product.md §4.3)', () => {
  it('guesses the category from keywords in English', () => {
    assert.equal(guessCategory('There is so much plastic waste at the beach'), 'sustainability');
    assert.equal(guessCategory('Students cannot find help with their homework'), 'education');
    assert.equal(guessCategory('I sleep badly because of stress'), 'health');
    assert.equal(guessCategory('The app crashes and the website is slow'), 'technology');
    assert.equal(guessCategory('Elderly neighbours feel lonely'), 'social');
    assert.equal(guessCategory('The bus is always late'), 'general');
  });

  it('guesses the category from keywords in German', () => {
    assert.equal(guessCategory('In unserer Straße liegt überall Müll und Plastik'), 'sustainability');
    assert.equal(guessCategory('Schüler verstehen den Unterricht nicht'), 'education');
    assert.equal(guessCategory('Viele haben Stress und schlafen schlecht, das ist ungesund'), 'health');
    assert.equal(guessCategory('Die App ist kompliziert und das WLAN fällt aus'), 'technology');
    assert.equal(guessCategory('Ältere Nachbarn sind einsam'), 'social');
    assert.equal(guessCategory('Der Bus kommt immer zu spät'), 'general');
  });

  it('takes the category with most hits; a tie goes to the first in the order of product.md §4.3', () => {
    assert.equal(guessCategory(['The app for recycling', 'recycling and compost bins']), 'sustainability');
    assert.equal(guessCategory('school app'), 'education');
    assert.equal(guessCategory('an app, a website and online classes'), 'technology');
  });

  it('maps the guess to the challenge categories: social is community, general is left to the user', () => {
    assert.equal(toChallengeCategory('social'), 'community');
    assert.equal(toChallengeCategory('general'), null);
    assert.equal(toChallengeCategory('health'), 'health');
    assert.equal(toChallengeCategory('sustainability'), 'sustainability');
    assert.equal(toChallengeCategory('education'), 'education');
    assert.equal(toChallengeCategory('technology'), 'technology');
  });

  it('generates up to 5 tags from the most frequent meaningful words', () => {
    const tags = generateTags([
      'Plastic waste in the park',
      'the park has plastic everywhere',
      'volunteers could clean the park',
      'bins overflow and wind blows litter',
    ]);
    assert.equal(tags.length, 5);
    assert.deepEqual(tags.slice(0, 2), ['park', 'plastic']);
    assert.deepEqual(generateTags(['Müll im Park', 'Der Park ist voller Müll']), ['müll', 'park', 'voller']);
    assert.deepEqual(generateTags(['a b c']), []);
    assert.equal(
      generateTags(['one two three four five six seven eight nine ten eleven twelve thirteen'], 5).length,
      5,
    );
  });

  it('makes a title from the first sentence, cut at a word boundary', () => {
    assert.equal(
      titleFrom('students lose track of deadlines. It is chaos.'),
      'Students lose track of deadlines',
    );
    const long = titleFrom('word '.repeat(40));
    assert.ok(long.length <= 80 && !long.endsWith(' '));
    assert.equal(titleFrom('müll überall!'), 'Müll überall');
  });

  it('builds a valid challenge draft and a summary message in English', () => {
    const summary = buildSummary({
      problemMessages: [
        'Students in my school waste a lot of food in the canteen.',
        'Nobody knows how much is thrown away',
        'The canteen cooks too much',
      ],
      insights: [
        'Other students confirmed it',
        'The cooks would like data',
        'Track leftovers every day',
        'Start with one canteen',
      ],
      locale: 'en',
    });
    assert.equal(summary.draft.title, 'Students in my school waste a lot of food in the canteen');
    assert.ok(
      summary.draft.description.startsWith(
        'Students in my school waste a lot of food in the canteen. Nobody knows',
      ),
    );
    assert.ok(summary.draft.description.includes('Key insights:\n- Other students confirmed it\n'));
    assert.equal(summary.draft.difficulty, 'beginner');
    assert.ok(summary.draft.tags.length > 0 && summary.draft.tags.length <= 5);
    assert.ok(summary.draft.tags.includes('canteen'));
    assert.ok(summary.message.startsWith("Here's what we've discovered together."));
    assert.ok(
      summary.message.includes(
        'Key insights: The cooks would like data; Track leftovers every day; Start with one canteen',
      ),
    );
    assert.equal(summary.category, 'education');
    const parsed = createChallengeSchema.safeParse({ ...summary.draft });
    assert.equal(parsed.success, true, JSON.stringify(parsed.error?.issues));
  });

  it('builds the summary in German, with the category left open when nothing matches', () => {
    const summary = buildSummary({
      problemMessages: ['Der Bus kommt jeden Morgen zu spät'],
      insights: [],
      locale: 'de',
    });
    assert.equal(summary.draft.title, 'Der Bus kommt jeden Morgen zu spät');
    assert.equal(summary.category, 'general');
    assert.equal(summary.draft.category, '');
    assert.ok(summary.message.startsWith('Das haben wir gemeinsam herausgefunden.'));
    assert.ok(!summary.message.includes('Erkenntnisse'));
    const withInsights = buildSummary({
      problemMessages: ['Nachbarn sind einsam'],
      insights: ['Viele Senioren leben allein'],
      locale: 'de',
    });
    assert.ok(
      withInsights.draft.description.includes('Wichtige Erkenntnisse:\n- Viele Senioren leben allein'),
    );
    assert.equal(withInsights.draft.category, 'community');
  });

  it('falls back to a default title when the user gave none', () => {
    assert.equal(
      buildSummary({ problemMessages: ['ok'], insights: [], locale: 'en' }).draft.title,
      'My brainstormed challenge',
    );
    assert.equal(
      buildSummary({ problemMessages: [], insights: [], locale: 'de' }).draft.title,
      'Meine Challenge aus dem Brainstorming',
    );
  });
});
