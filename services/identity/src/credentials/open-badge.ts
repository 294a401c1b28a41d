import { OPEN_BADGES_CONTEXT, VC_V2_CONTEXT } from './document-loader.js';

/** How many credentials one status list holds (16 KB of bits, the size the Bitstring Status List advises at least). */
export const STATUS_LIST_SIZE = 131_072;

/** The kinds of badges a person holds: the catalogue's achievements, and a programme's award and completion badges. */
export const HELD_BADGE_KINDS = ['achievement', 'award', 'completed'] as const;
export type HeldBadgeKind = (typeof HELD_BADGE_KINDS)[number];

/** A badge a person holds, as its credential says it (in English: the credential's words are signed once). */
export interface HeldBadge {
  /** The badge's own id (user_achievements.id or programme_badges.id): also the credential's. */
  id: string;
  userId: string;
  kind: HeldBadgeKind;
  /** A URI of what was achieved: the same for everyone who holds it. */
  achievementId: string;
  name: string;
  description: string;
  criteria: string;
  earnedAt: Date;
  /** Its place in the status lists (credential_statuses.seq, from 1). */
  statusSeq: number;
}

/** Who issues (the platform) as the credentials name it. */
export interface IssuerProfile {
  did: string;
  name: string;
  /** PUBLIC_URL without a trailing slash. */
  url: string;
}

/** Where a status list credential is served: `${url}/api/credentials/status/<listId>`. */
export const statusListBase = (publicUrl: string) => `${publicUrl}/api/credentials/status/`;
export const statusListUrl = (publicUrl: string, listId: number) => `${statusListBase(publicUrl)}${listId}`;
export const credentialUrl = (publicUrl: string, id: string) => `${publicUrl}/api/credentials/${id}`;

/** The status list and index of a status sequence number. */
export function statusPlace(seq: number): { listId: number; index: number } {
  return { listId: Math.floor((seq - 1) / STATUS_LIST_SIZE) + 1, index: (seq - 1) % STATUS_LIST_SIZE };
}

/** Time as credentials write it: ISO 8601 in UTC to the second (no milliseconds). */
export const credentialTime = (at: Date) => `${at.toISOString().slice(0, 19)}Z`;

const COLOURS: Record<HeldBadgeKind, string> = {
  achievement: '#1565c0',
  award: '#b8860b',
  completed: '#2e7d32',
};

const xmlText = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** The badge's picture, inside the credential (a data: SVG, so it needs nothing from the platform): a medal. */
export function badgeImage(kind: HeldBadgeKind, name: string): string {
  const initial = xmlText(([...name.trim()][0] ?? '★').toUpperCase());
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img">` +
    `<title>${xmlText(name)}</title>` +
    `<path d="M44 4h16l-8 40h-16zM68 4h16l8 40h-16z" fill="#90a4ae"/>` +
    `<circle cx="64" cy="80" r="44" fill="${COLOURS[kind]}"/>` +
    `<circle cx="64" cy="80" r="36" fill="none" stroke="#fff" stroke-width="3"/>` +
    `<text x="64" y="95" font-family="sans-serif" font-size="40" font-weight="bold" fill="#fff" text-anchor="middle">${initial}</text>` +
    `</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The unsigned Open Badges 3.0 credential of a badge (a W3C Verifiable Credential 2.0): the platform as issuer, the
 * person (their page's address) as subject, valid from when they earned it, and its place in the revocation status
 * list. The same badge always gives the same credential.
 */
export function openBadgeCredential(badge: HeldBadge, issuer: IssuerProfile): Record<string, unknown> {
  const { listId, index } = statusPlace(badge.statusSeq);
  const list = statusListUrl(issuer.url, listId);
  return {
    '@context': [VC_V2_CONTEXT, OPEN_BADGES_CONTEXT],
    id: credentialUrl(issuer.url, badge.id),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: badge.name,
    issuer: { id: issuer.did, type: ['Profile'], name: issuer.name, url: issuer.url },
    validFrom: credentialTime(badge.earnedAt),
    credentialSubject: {
      id: `${issuer.url}/people/${badge.userId}`,
      type: ['AchievementSubject'],
      achievement: {
        id: badge.achievementId,
        type: ['Achievement'],
        name: badge.name,
        description: badge.description,
        criteria: { narrative: badge.criteria },
        image: { id: badgeImage(badge.kind, badge.name), type: 'Image' },
      },
    },
    credentialStatus: {
      id: `${list}#${index}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(index),
      statusListCredential: list,
    },
  };
}

/** The file name a credential downloads as: `<badge>.credential.json`, with only safe characters. */
export function credentialFileName(name: string): string {
  const base = name
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return `${base || 'badge'}.credential.json`;
}
