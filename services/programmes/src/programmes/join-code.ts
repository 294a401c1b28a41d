import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for each other when read aloud or copied from a board (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A new join code: 8 characters, about 40 bits, upper-case (codes are read case-insensitively). */
export function newJoinCode(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
