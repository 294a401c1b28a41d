import { Injectable } from '@nestjs/common';
import type { Locale } from '@creators/contracts';
import { capList, exportSection } from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';

/**
 * The most brainstorms the file holds: each keeps a whole conversation with Isla (old records up to 200 messages), so fewer than the other
 * lists (DATA_EXPORT_LIST_MAX) keep the file a download, not a dump. Beyond it the section says `truncated: true`.
 */
export const BRAINSTORM_EXPORT_MAX = 100;

/**
 * Why the file holds no audio of Isla (docs/product.md §15). Her voice is synthesized when someone listens: the
 * worker hands the bytes to the API through Redis for at most AUDIO_TTL_SECONDS (taken once, jobs/audio-store.ts)
 * and they go straight to the browser; only short texts everyone hears (her greeting, scripted questions) are kept,
 * for a day, keyed by a hash of the voice and text, linked to no one (jobs/clip-cache.ts). So there are no clips of
 * a person to link to.
 */
export const AUDIO_NOTE: Record<Locale, string> = {
  en: "Isla's voice is made when you listen to her and is not kept for you: the audio goes straight to your browser. Short phrases everyone hears (such as her greeting) are cached for a day without any link to you. So there are no audio clips of yours to download.",
  de: 'Islas Stimme entsteht, wenn du ihr zuhörst, und wird nicht für dich gespeichert: Der Ton geht direkt an deinen Browser. Kurze Sätze, die alle hören (etwa ihre Begrüßung), werden einen Tag lang zwischengespeichert, ohne Verbindung zu dir. Deshalb gibt es keine Audioaufnahmen von dir zum Herunterladen.',
};

/**
 * What the brainstorm service holds about a person, for "Download my data" (docs/product.md §15): their
 * brainstorms with Isla (the dialogue, insights, the draft's slots, the rest of the brainstorm's state with its
 * draft, when it reached creation, the challenge it became) and Isla's audio
 * clips, of which there are none (AUDIO_NOTE).
 */
@Injectable()
export class BrainstormDataExport {
  constructor(private readonly prisma: PrismaService) {}

  async export(userId: string, locale: Locale): Promise<Record<string, unknown>> {
    const sessions = await this.prisma.brainstormSession.findMany({
      where: { userId },
      orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
      take: BRAINSTORM_EXPORT_MAX + 1,
      select: {
        id: true,
        phase: true,
        messages: true,
        insights: true,
        slots: true,
        progress: true,
        reachedCreationAt: true,
        challengeId: true,
        createdAt: true,
        updatedAt: true,
      },
    });
    return exportSection(
      {
        brainstorms: capList(sessions, BRAINSTORM_EXPORT_MAX),
        audioClips: capList([]),
      },
      { audioClipsNote: AUDIO_NOTE[locale] },
    );
  }
}
