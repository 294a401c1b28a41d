/** BullMQ queue names. Never rename one: jobs already in Redis carry the old name. */
export const QUEUES = {
  aiGeneration: 'ai-generation',
  speechSynthesis: 'speech-synthesis',
  /** Identity's mails (docs/product.md §13): welcome, password reset link, password changed. */
  mail: 'mail',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
