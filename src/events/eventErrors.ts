/** An event that does not fit its schema. Nothing was written. */
export class EventValidationError extends Error {
  override readonly name = 'EventValidationError';
  constructor(
    readonly eventType: string,
    readonly issues: string,
  ) {
    super(`Event ${eventType} is invalid: ${issues}`);
  }
}

/** A stored event that cannot be read by this version of the app. */
export class EventDecodeError extends Error {
  override readonly name = 'EventDecodeError';
  constructor(
    readonly seq: number,
    readonly eventType: string,
    reason: string,
  ) {
    super(`Event #${seq} (${eventType}) cannot be read: ${reason}`);
  }
}

/** The storage refused a write the log expected to succeed. Nothing was written. */
export class EventWriteError extends Error {
  override readonly name = 'EventWriteError';
}
