// What the service queue's page shows beside the server's rules: its age filter's choices.

/** "Older than N days" choices of the queue's age filter ("" any age). */
export const QUEUE_AGES = ["", "1", "3", "7", "14", "30"] as const;
export type QueueAge = (typeof QUEUE_AGES)[number];
