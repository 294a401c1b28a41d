import type { Locale } from '@creators/contracts';
import type { DraftSlot, SummaryCategory } from '@creators/isla';

/**
 * Scripted people for the draft test. Each answers the question Isla asks: the answer for the slot it
 * aims at, else the next of `other` (evidence, causes, a first step). `opener` is said first whatever Isla asks
 * (a greeting, an off-topic line); `offTopic` is said at that user turn instead of an answer.
 */
export interface Persona {
  name: string;
  locale: Locale;
  category: SummaryCategory;
  opener?: string;
  offTopic?: { turn: number; text: string };
  /** The answer to Isla's read-back before the draft (product.md §4.3); a yes when not given. */
  readBackAnswer?: string;
  answers: Partial<Record<DraftSlot, string>>;
  other: string[];
}

export const PERSONAS: readonly Persona[] = [
  {
    name: 'Study rooms',
    locale: 'en',
    category: 'education',
    answers: {
      problem: 'Every week I waste hours looking for a free study room at my university library.',
      who: 'Mostly other students in exam season, especially first-years.',
      frequency: 'Almost every day during exams, I guess.',
      impact: 'We lose an hour of learning each time and some people just give up and go home.',
      tried: 'The library has a booking list on paper, but nobody keeps it up to date.',
      success: 'Every student could see a free room in less than five minutes.',
    },
    other: [
      'My classmates complain about it in every group chat.',
      'The rooms are booked and then left empty.',
    ],
  },
  {
    name: 'Canteen waste',
    locale: 'en',
    category: 'sustainability',
    opener: 'hi',
    answers: {
      problem: 'Our school canteen throws away so much food waste after lunch.',
      who: 'The kitchen staff and every student who eats there.',
      frequency: 'Every day.',
      impact: 'Kilos of food end up in the trash, which is bad for the climate.',
      tried: 'Smaller plates, but students just came back for seconds and wasted it anyway.',
      success: 'Half as much food waste in the bins by the end of the term.',
    },
    other: ['The cooks told me they weigh the trash bags.', 'Portions are the same for everyone.'],
  },
  {
    name: 'Plastic at the lake',
    locale: 'en',
    category: 'sustainability',
    answers: {
      problem: 'The lake in our town is full of plastic litter after every sunny weekend.',
      who: 'Families, swimmers and the ducks.',
      frequency: 'Every weekend from May to September.',
      impact: 'The plastic breaks into pieces, pollutes the water and hurts the animals.',
      tried: 'There are two bins, but they overflow by Saturday noon.',
      success: 'A clean shore on Monday morning without volunteers picking up litter.',
    },
    other: ['I counted forty bottles last Sunday.', 'nope'],
  },
  {
    name: 'Homework deadlines',
    locale: 'en',
    category: 'education',
    offTopic: { turn: 3, text: 'What is your favourite colour?' },
    answers: {
      problem:
        'Students in my class keep missing homework deadlines because every teacher posts them somewhere else.',
      who: 'Students',
      frequency: 'Several times a week.',
      impact: 'Missed homework lowers our grades and stresses everyone out.',
      tried: 'A shared calendar, but only two teachers used it.',
      success: 'No one misses a deadline because they did not know about it.',
    },
    other: ['My whole class agreed when I asked them.', 'Teachers use three different tools.'],
  },
  {
    name: 'Exam stress',
    locale: 'en',
    category: 'health',
    answers: {
      problem: 'Many young people I know sleep badly and feel anxious for weeks at a time.',
      who: 'Teenagers, mostly those with a part-time job.',
      frequency: 'Twice a year, for about a month each time.',
      impact: 'Stress and poor sleep make people sick and some stop eating properly.',
      tried: 'A counsellor in town, but the waiting list for therapy is long.',
      success: 'Young people would know a place to get help within a day.',
    },
    other: ['A survey in our youth club showed that half of us sleep less than six hours.', 'idk'],
  },
  {
    name: 'Doctor appointments',
    locale: 'en',
    category: 'health',
    opener: 'hello',
    answers: {
      problem: 'Getting an appointment with a doctor takes forever in our town.',
      who: 'Elderly patients and parents with sick children.',
      frequency: 'Every time someone gets ill.',
      impact: 'People wait weeks, so small illnesses turn into serious ones.',
      tried: 'Calling at eight in the morning, but the line is always busy.',
      success: 'A patient gets an appointment within three days.',
    },
    other: ['My grandmother waited five weeks last spring.', 'There are only two practices left.'],
  },
  {
    name: 'School wifi',
    locale: 'en',
    category: 'technology',
    answers: {
      problem: 'The wifi in our youth centre drops out whenever more than ten people go online at once.',
      who: 'Young people who do homework or apply for jobs online there.',
      frequency: 'Daily',
      impact: 'Video calls break off and online forms lose what you typed.',
      tried: 'Restarting the router, which helps only for a few minutes.',
      success: 'Twenty people can be online at the same time without the network failing.',
    },
    other: ['The staff confirmed the router is ten years old.', 'yes'],
  },
  {
    name: 'Phone batteries',
    locale: 'en',
    category: 'technology',
    offTopic: { turn: 2, text: 'ok' },
    answers: {
      problem: 'My phone battery dies in the afternoon when I need the app for my bus ticket.',
      who: 'Commuters who use digital tickets.',
      frequency: 'Three or four times a week.',
      impact: 'Without the ticket on the phone you pay a fine of sixty euros.',
      tried: 'A power bank, but I forget to charge it.',
      success: 'Nobody gets a fine just because their phone is empty.',
    },
    other: ['Two friends got fined last month.', 'There are no charging points at the station.'],
  },
  {
    name: 'Lonely neighbours',
    locale: 'en',
    category: 'social',
    answers: {
      problem: 'Many elderly neighbours in my street are lonely and hardly talk to anyone.',
      who: 'Seniors living alone in our neighbourhood.',
      frequency: 'Every day, especially in winter.',
      impact: 'Loneliness makes them sad and they stop going out at all.',
      tried: 'A neighbourhood café once a month, but few people knew about it.',
      success: 'Every senior in the street has someone to talk to each week.',
    },
    other: ['My neighbour told me she sometimes speaks to nobody for days.', 'no idea'],
  },
  {
    name: 'Bike parking',
    locale: 'en',
    category: 'general',
    answers: {
      problem: 'There are never enough bike racks at the train station in the morning.',
      who: 'Commuters who cycle to the station.',
      frequency: 'Every morning.',
      impact: 'Bikes block the pavement and some get damaged or towed away.',
      tried: 'Locking bikes to fences, which the city does not allow.',
      success: 'Everyone who cycles to the station finds a rack.',
    },
    other: ['I counted sixty bikes for thirty racks.', 'The city says it has no space.'],
  },
  {
    name: 'Lernplätze',
    locale: 'de',
    category: 'education',
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
  {
    name: 'Mensa',
    locale: 'de',
    category: 'sustainability',
    opener: 'Hallo',
    answers: {
      problem: 'Unsere Schulmensa wirft jeden Tag volle Tabletts mit Essen in den Müll.',
      who: 'Die jüngeren Schüler beim Mittagessen.',
      frequency: 'Täglich',
      impact: 'Kiloweise Essen landet im Abfall, das ist schlecht für die Umwelt.',
      tried: 'Kleinere Teller, aber dann holen sich alle Nachschlag und werfen ihn weg.',
      success: 'Halb so viel Essen im Müll bis zum Ende des Halbjahres.',
    },
    other: ['Die Köche haben es mir bestätigt.', 'Alle bekommen dieselbe Portion.'],
  },
  {
    name: 'Plastik im Park',
    locale: 'de',
    category: 'sustainability',
    answers: {
      problem: 'Nach jedem sonnigen Wochenende liegt im Stadtpark überall Plastikmüll.',
      who: 'Familien mit Kindern und die Tiere im Park.',
      frequency: 'Jedes Wochenende im Sommer.',
      impact: 'Der Müll verschmutzt die Wiesen und Tiere fressen das Plastik.',
      tried: 'Mehr Mülleimer, aber die sind schon samstags voll.',
      success: 'Ein sauberer Park am Montagmorgen, ohne dass Freiwillige aufräumen müssen.',
    },
    other: ['Ich habe letzten Sonntag vierzig Flaschen gezählt.', 'ja'],
  },
  {
    name: 'Hausaufgaben',
    locale: 'de',
    category: 'education',
    offTopic: { turn: 3, text: 'Wie wird das Wetter morgen?' },
    answers: {
      problem: 'In meiner Klasse verpassen Schüler Abgaben, weil jeder Lehrer Hausaufgaben woanders postet.',
      who: 'Schüler',
      frequency: 'Mehrmals pro Woche.',
      impact: 'Verpasste Hausaufgaben drücken die Noten und stressen alle.',
      tried: 'Einen gemeinsamen Kalender, aber nur zwei Lehrer haben ihn benutzt.',
      success: 'Niemand verpasst eine Abgabe, weil er nichts davon wusste.',
    },
    other: [
      'Meine ganze Klasse hat zugestimmt, als ich gefragt habe.',
      'Die Lehrer nutzen drei verschiedene Tools.',
    ],
  },
  {
    name: 'Prüfungsangst',
    locale: 'de',
    category: 'health',
    answers: {
      problem: 'Viele Jugendliche, die ich kenne, schlafen wochenlang schlecht und haben Angst.',
      who: 'Jugendliche mit Nebenjob.',
      frequency: 'Zweimal im Jahr, jeweils einen Monat lang.',
      impact: 'Stress und wenig Schlaf machen krank, manche essen kaum noch.',
      tried: 'Eine Beratungsstelle in der Stadt, aber die Warteliste für eine Therapie ist lang.',
      success: 'Jugendliche wissen, wo sie innerhalb eines Tages Hilfe bekommen.',
    },
    other: [
      'Eine Umfrage in unserem Jugendzentrum zeigt, dass die Hälfte weniger als sechs Stunden schläft.',
      'keine Ahnung',
    ],
  },
  {
    name: 'Arzttermine',
    locale: 'de',
    category: 'health',
    answers: {
      problem: 'Einen Termin beim Arzt zu bekommen dauert in unserer Stadt ewig.',
      who: 'Ältere Patienten und Eltern mit kranken Kindern.',
      frequency: 'Jedes Mal, wenn jemand krank wird.',
      impact: 'Man wartet Wochen, und kleine Krankheiten werden ernst.',
      tried: 'Morgens um acht anrufen, aber die Leitung ist immer besetzt.',
      success: 'Patienten bekommen innerhalb von drei Tagen einen Termin.',
    },
    other: ['Meine Oma hat im Frühling fünf Wochen gewartet.', 'Es gibt nur noch zwei Praxen.'],
  },
  {
    name: 'Schul-WLAN',
    locale: 'de',
    category: 'technology',
    opener: 'moin',
    answers: {
      problem: 'Das WLAN im Jugendzentrum bricht zusammen, sobald mehr als zehn Leute online gehen.',
      who: 'Jugendliche, die dort online Bewerbungen schreiben.',
      frequency: 'Jeden Tag.',
      impact: 'Videocalls brechen ab und Online-Formulare verlieren alles Getippte.',
      tried: 'Den Router neu starten, das hilft nur kurz.',
      success: 'Zwanzig Leute können gleichzeitig online sein, ohne dass das Netz ausfällt.',
    },
    other: ['Die Betreuer sagen, der Router ist zehn Jahre alt.', 'ja'],
  },
  {
    name: 'Handy-Ticket',
    locale: 'de',
    category: 'technology',
    offTopic: { turn: 2, text: 'ok' },
    answers: {
      problem: 'Mein Handy-Akku ist nachmittags leer, wenn ich die App für mein Busticket brauche.',
      who: 'Pendler mit digitalen Tickets.',
      frequency: 'Drei- oder viermal pro Woche.',
      impact: 'Ohne Ticket auf dem Smartphone zahlt man sechzig Euro Strafe.',
      tried: 'Eine Powerbank, aber ich vergesse, sie aufzuladen.',
      success: 'Niemand zahlt Strafe, nur weil sein Handy leer ist.',
    },
    other: ['Zwei Freunde mussten letzten Monat zahlen.', 'Am Bahnhof gibt es keine Ladestationen.'],
  },
  {
    name: 'Einsame Nachbarn',
    locale: 'de',
    category: 'social',
    answers: {
      problem: 'Viele ältere Nachbarn in meiner Straße sind einsam und reden mit kaum jemandem.',
      who: 'Senioren, die allein in unserer Nachbarschaft wohnen.',
      frequency: 'Jeden Tag, besonders im Winter.',
      impact: 'Die Einsamkeit macht sie traurig und sie gehen gar nicht mehr raus.',
      tried: 'Ein Nachbarschaftscafé einmal im Monat, aber kaum jemand wusste davon.',
      success: 'Jeder Senior in der Straße hat jede Woche jemanden zum Reden.',
    },
    other: ['Meine Nachbarin sagt, sie spricht manchmal tagelang mit niemandem.', 'weiß nicht'],
  },
  {
    name: 'Fahrradständer',
    locale: 'de',
    category: 'general',
    answers: {
      problem: 'Am Bahnhof gibt es morgens nie genug Fahrradständer.',
      who: 'Pendler, die mit dem Rad zum Bahnhof fahren.',
      frequency: 'Jeden Morgen.',
      impact: 'Räder blockieren den Gehweg und manche werden beschädigt oder abgeschleppt.',
      tried: 'Räder an Zäune schließen, was die Stadt nicht erlaubt.',
      success: 'Alle, die mit dem Rad kommen, finden einen Ständer.',
    },
    other: ['Ich habe sechzig Räder für dreißig Ständer gezählt.', 'Die Stadt sagt, sie hat keinen Platz.'],
  },
];
