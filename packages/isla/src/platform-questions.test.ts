import { describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import {
  answerPlatformQuestion,
  BACK_TO_BRAINSTORM,
  PLATFORM_ANSWERS,
  platformQuestionTopic,
} from './platform-questions.js';

/** Questions about the platform, with the topic each one is about. */
const ENGLISH_QUESTIONS: Array<[string, string]> = [
  ['How do I find a team that needs someone who can build sensors?', 'teams'],
  ['How can I join a team?', 'teams'],
  ['Where can I find teammates?', 'teams'],
  ['Hey Isla, quick question: how do I create my own team?', 'teams'],
  ['How do I invite someone to my team?', 'invitations'],
  ['Where do I see my team invitations?', 'invitations'],
  ['Where are the learning resources?', 'resources'],
  ['Where can I learn Swift here?', 'resources'],
  ['How do I publish a challenge?', 'challenge'],
  ['Can I post my challenge without finishing the brainstorm?', 'challenge'],
  ['How do I find a mentor for our team?', 'mentoring'],
  ['How does mentoring work?', 'mentoring'],
  ['How can we showcase our project?', 'showcase'],
  ['Where do I upload our prototype?', 'showcase'],
  ['How do I earn badges?', 'badges'],
  ['What is the Idea Explorer badge?', 'badges'],
  ['How do I change the language to German?', 'settings'],
  ['Where are the settings?', 'settings'],
  ['How can I change my password', 'settings'],
  ['How do I edit my skills?', 'profile'],
  ['What badges are there?', 'badges'],
  ['Where are my invitations?', 'invitations'],
  ['What can you do?', 'isla'],
  ['Who are you?', 'isla'],
  ["Why can't I join the team?", 'teams'],
];

const GERMAN_QUESTIONS: Array<[string, string]> = [
  ['Wie finde ich ein Team, das jemanden braucht, der Sensoren bauen kann?', 'teams'],
  ['Wie kann ich einem Team beitreten?', 'teams'],
  ['Wo finde ich Teammitglieder?', 'teams'],
  ['Hallo Isla, wie gründe ich ein eigenes Team?', 'teams'],
  ['Wie lade ich jemanden in mein Team ein?', 'invitations'],
  ['Wo sehe ich meine Einladungen?', 'invitations'],
  ['Wo finde ich Lernressourcen?', 'resources'],
  ['Wo kann ich hier Programmieren lernen?', 'resources'],
  ['Wie veröffentliche ich eine Challenge?', 'challenge'],
  ['Kann ich meine Challenge auch ohne Brainstorming erstellen?', 'challenge'],
  ['Wie finde ich eine Mentorin für unser Team?', 'mentoring'],
  ['Wie funktioniert Mentoring?', 'mentoring'],
  ['Wie können wir unser Projekt im Showcase zeigen?', 'showcase'],
  ['Wo kann ich unseren Prototyp präsentieren?', 'showcase'],
  ['Wie bekomme ich Abzeichen?', 'badges'],
  ['Wie stelle ich die Sprache auf Englisch um?', 'settings'],
  ['Wo sind die Einstellungen?', 'settings'],
  ['Wie kann ich mein Passwort aendern?', 'settings'],
  ['Wo kann ich mein Profil bearbeiten?', 'profile'],
  ['Wie ändere ich meine Fähigkeiten?', 'profile'],
  ['Was kannst du eigentlich?', 'isla'],
  ['Wer bist du?', 'isla'],
  ['Warum kann ich dem Team nicht beitreten?', 'teams'],
];

/** Problems stated as questions, answers to Isla and questions to her about the brainstorm: not for this module. */
const ENGLISH_OTHERS = [
  'Why do the buses never come on time?',
  'How can we reduce food waste in our school canteen?',
  'Where can I find affordable housing in my city?',
  'How do we get people to join our recycling team?',
  'Why is it so hard to find a team for school projects?',
  'Can you help me think about who is affected?',
  'What do you mean by root cause?',
  'What is the next step?',
  'Who else has this problem? Mostly students like me.',
  'My grandmother cannot use the bus app. How can she buy tickets?',
  'Is it normal that nobody recycles at my school?',
  'How can mentors in schools help struggling students?',
  'Students in my class are stressed before exams.',
  'How can our football team find a new coach?',
  'How can we challenge the rules about phones in class?',
  "What would happen if the library opened on weekends? I think nobody knows about it and that's the real problem here.",
  '',
  'I want to build something with sensors for plants.',
  'How do I get my team to communicate better?',
  'How do we present our project to the city council?',
  'Why do I always forget my password?',
  'What can I do about loud neighbours?',
];

const GERMAN_OTHERS = [
  'Warum kommen die Busse nie pünktlich?',
  'Wie können wir Essensreste in der Mensa vermeiden?',
  'Wo finde ich bezahlbare Wohnungen in meiner Stadt?',
  'Wie bringen wir Leute dazu, bei unserem Recycling-Team mitzumachen?',
  'Warum ist es so schwer, ein Team für Schulprojekte zu finden?',
  'Kannst du mir helfen, herauszufinden, wer betroffen ist?',
  'Was meinst du mit Ursache?',
  'Was ist der nächste Schritt?',
  'Wer hat das Problem noch? Vor allem Schüler wie ich.',
  'Meine Oma kann die Bus-App nicht bedienen. Wie soll sie Tickets kaufen?',
  'Ist es normal, dass an meiner Schule niemand Müll trennt?',
  'Wieso lernen wir in der Schule nichts über Geld?',
  'Die Schüler in meiner Klasse sind vor Prüfungen gestresst.',
  'Wie kann unsere Fußballmannschaft einen neuen Trainer finden?',
  'Ich möchte etwas mit Sensoren für Pflanzen bauen.',
  'Gibt es in unserer Stadt genug Radwege?',
  'Was kann ich gegen laute Nachbarn tun?',
  'Wie kriege ich Leute in meinem Verein dazu, mehr Sport zu machen?',
];

describe('questions are not problems (product.md §4.3)', () => {
  it('recognises English questions about the platform', () => {
    assert.ok(ENGLISH_QUESTIONS.length >= 15);
    const wrong = ENGLISH_QUESTIONS.filter(([question, topic]) => platformQuestionTopic(question) !== topic);
    assert.deepEqual(
      wrong.map(([question]) => [question, platformQuestionTopic(question)]),
      [],
    );
  });

  it('recognises German questions about the platform', () => {
    assert.ok(GERMAN_QUESTIONS.length >= 15);
    const wrong = GERMAN_QUESTIONS.filter(([question, topic]) => platformQuestionTopic(question) !== topic);
    assert.deepEqual(
      wrong.map(([question]) => [question, platformQuestionTopic(question)]),
      [],
    );
  });

  it('leaves English problems and brainstorm answers to the brainstorm', () => {
    assert.ok(ENGLISH_OTHERS.length >= 15);
    const answered = ENGLISH_OTHERS.filter((text) => answerPlatformQuestion(text, 'en') !== null);
    assert.deepEqual(
      answered.map((text) => [text, platformQuestionTopic(text)]),
      [],
    );
  });

  it('leaves German problems and brainstorm answers to the brainstorm', () => {
    assert.ok(GERMAN_OTHERS.length >= 15);
    const answered = GERMAN_OTHERS.filter((text) => answerPlatformQuestion(text, 'de') !== null);
    assert.deepEqual(
      answered.map((text) => [text, platformQuestionTopic(text)]),
      [],
    );
  });

  it('answers in the locale, in at most three short sentences, ending with the offer to go back', () => {
    const answer = answerPlatformQuestion(
      'How do I find a team that needs someone who can build sensors?',
      'en',
    );
    assert.ok(answer?.includes("'Teams'"));
    assert.ok(answer?.includes("'Join Team'"));
    assert.ok(answer?.endsWith('Shall we get back to your challenge?'));
    const antwort = answerPlatformQuestion(
      'How do I find a team that needs someone who can build sensors?',
      'de',
    );
    assert.ok(antwort?.includes("'Team beitreten'"));
    assert.ok(antwort?.endsWith(BACK_TO_BRAINSTORM.de));
    assert.match(BACK_TO_BRAINSTORM.de, /\bdeiner\b/);
    for (const locale of ['en', 'de'] as const) {
      for (const text of Object.values(PLATFORM_ANSWERS[locale])) {
        const sentences = `${text} ${BACK_TO_BRAINSTORM[locale]}`.split(/(?<=[.?!])\s+(?=[A-ZÄÖÜ'])/);
        assert.ok(sentences.length <= 3, text);
      }
    }
  });
});
