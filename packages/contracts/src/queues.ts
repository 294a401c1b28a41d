/** BullMQ queue names. Never rename one: jobs already in Redis carry the old name. */
export const QUEUES = {
  aiGeneration: 'ai-generation',
  speechSynthesis: 'speech-synthesis',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
