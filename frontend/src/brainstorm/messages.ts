import { useDomainT } from '../i18n/useDomainT';

/**
 * The brainstorm panel and dialog (product.md §2.9, §8) in English, the UI wording kept verbatim. Isla's lines of
 * the conversation come from brainstorm-ai, which runs it; only the line shown when it cannot be reached is here.
 */
export const brainstormEn = {
  'brainstorm.title': 'Challenge Brainstorm with Isla',
  'brainstorm.phases.label': 'Brainstorm phases',
  'brainstorm.phase.ideation': 'Ideation',
  'brainstorm.phase.validation': 'Validation',
  'brainstorm.phase.refinement': 'Refinement',
  'brainstorm.phase.creation': 'Creation',
  'brainstorm.chat.label': 'Conversation with Isla',
  'brainstorm.sender.isla': 'Isla',
  'brainstorm.sender.user': 'You',
  'brainstorm.thinking': 'Let me think about this...',
  'brainstorm.checking': 'Checking this assumption...',
  'brainstorm.input.label': 'Your response',
  'brainstorm.input.placeholder': 'Type your response or click the mic to speak...',
  'brainstorm.input.hint': 'Press Enter to send, Shift+Enter for a new line.',
  'brainstorm.send': 'Send',
  'brainstorm.mic.start': 'Speak your response',
  'brainstorm.mic.stop': 'Stop listening',
  'brainstorm.mic.listening': 'Listening...',
  'brainstorm.mic.unsupported': 'Voice input is not available in this browser. Please type your response.',
  'brainstorm.insights.label': 'Latest insights',
  'brainstorm.form.heading': 'Your challenge draft',
  'brainstorm.form.intro': 'Isla prefilled this from your brainstorm. Adjust anything before you publish it.',
  'brainstorm.form.title': 'Challenge Title',
  'brainstorm.form.description': 'Problem Description',
  'brainstorm.form.category': 'Category',
  'brainstorm.form.categoryChoose': 'Choose a category',
  'brainstorm.form.tags': 'Tags (comma-separated)',
  'brainstorm.form.back': 'Back to Refinement',
  'brainstorm.form.create': 'Create Challenge',
  'brainstorm.form.creating': 'Creating...',
  'brainstorm.category.technology': 'Technology',
  'brainstorm.category.sustainability': 'Sustainability',
  'brainstorm.category.education': 'Education',
  'brainstorm.category.community': 'Community',
  'brainstorm.category.health': 'Health',
  'brainstorm.audioError.title': 'Audio Error',
  'brainstorm.audioError.description': "Couldn't hear you clearly. Try typing instead.",
  'brainstorm.processingError.title': 'Processing Error',
  'brainstorm.processingError.description': "Let's try a different approach. Can you tell me more?",
  'brainstorm.offline': "I can't reach my notes right now. Could you tell me that once more in a moment?",
  'brainstorm.created.title': 'Challenge Created!',
  'brainstorm.created.description': 'Your challenge has been published for others to join.',
  'brainstorm.createFailed.title': 'Creation Failed',
  'brainstorm.createFailed.description': "Couldn't create the challenge. Please try again.",
  'brainstorm.dialog.close': 'Close the brainstorm',
} as const;

export type BrainstormMessageId = keyof typeof brainstormEn;

export const brainstormDe: Record<BrainstormMessageId, string> = {
  'brainstorm.title': 'Challenge-Brainstorming mit Isla',
  'brainstorm.phases.label': 'Phasen des Brainstormings',
  'brainstorm.phase.ideation': 'Ideenfindung',
  'brainstorm.phase.validation': 'Prüfung',
  'brainstorm.phase.refinement': 'Verfeinerung',
  'brainstorm.phase.creation': 'Erstellung',
  'brainstorm.chat.label': 'Gespräch mit Isla',
  'brainstorm.sender.isla': 'Isla',
  'brainstorm.sender.user': 'Du',
  'brainstorm.thinking': 'Lass mich kurz darüber nachdenken...',
  'brainstorm.checking': 'Ich prüfe diese Annahme...',
  'brainstorm.input.label': 'Deine Antwort',
  'brainstorm.input.placeholder': 'Schreib deine Antwort oder klick auf das Mikrofon, um zu sprechen...',
  'brainstorm.input.hint': 'Enter sendet, Umschalt+Enter beginnt eine neue Zeile.',
  'brainstorm.send': 'Senden',
  'brainstorm.mic.start': 'Antwort sprechen',
  'brainstorm.mic.stop': 'Zuhören beenden',
  'brainstorm.mic.listening': 'Ich höre zu...',
  'brainstorm.mic.unsupported':
    'Spracheingabe ist in diesem Browser nicht verfügbar. Bitte tippe deine Antwort.',
  'brainstorm.insights.label': 'Neueste Erkenntnisse',
  'brainstorm.form.heading': 'Dein Challenge-Entwurf',
  'brainstorm.form.intro':
    'Isla hat ihn aus deinem Brainstorming vorausgefüllt. Passe alles an, bevor du ihn veröffentlichst.',
  'brainstorm.form.title': 'Titel der Challenge',
  'brainstorm.form.description': 'Problembeschreibung',
  'brainstorm.form.category': 'Kategorie',
  'brainstorm.form.categoryChoose': 'Wähle eine Kategorie',
  'brainstorm.form.tags': 'Tags (durch Kommas getrennt)',
  'brainstorm.form.back': 'Zurück zur Verfeinerung',
  'brainstorm.form.create': 'Challenge erstellen',
  'brainstorm.form.creating': 'Wird erstellt...',
  'brainstorm.category.technology': 'Technologie',
  'brainstorm.category.sustainability': 'Nachhaltigkeit',
  'brainstorm.category.education': 'Bildung',
  'brainstorm.category.community': 'Gemeinschaft',
  'brainstorm.category.health': 'Gesundheit',
  'brainstorm.audioError.title': 'Audiofehler',
  'brainstorm.audioError.description':
    'Ich konnte dich nicht deutlich hören. Versuch es stattdessen mit Tippen.',
  'brainstorm.processingError.title': 'Verarbeitungsfehler',
  'brainstorm.processingError.description': 'Lass es uns anders versuchen. Kannst du mir mehr erzählen?',
  'brainstorm.offline':
    'Ich komme gerade nicht an meine Notizen. Kannst du mir das gleich noch einmal erzählen?',
  'brainstorm.created.title': 'Challenge erstellt!',
  'brainstorm.created.description': 'Deine Challenge wurde veröffentlicht, damit andere mitmachen können.',
  'brainstorm.createFailed.title': 'Erstellung fehlgeschlagen',
  'brainstorm.createFailed.description':
    'Die Challenge konnte nicht erstellt werden. Bitte versuche es noch einmal.',
  'brainstorm.dialog.close': 'Brainstorming schließen',
};

export const brainstormMessages = { en: brainstormEn, de: brainstormDe };

export const useBrainstormT = () => useDomainT<BrainstormMessageId>();
