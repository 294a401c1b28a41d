/** What the brainstorm and the voice dialog share of Isla's UI: the audio toggle (product.md §2.8). */
export const islaEn = {
  'isla.audio.on': 'Audio on',
  'isla.audio.off': 'Audio off',
  'isla.audio.turnOff': "Turn Isla's voice off",
  'isla.audio.turnOn': "Turn Isla's voice on",
} as const;
