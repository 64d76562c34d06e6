/** A state file that exists but cannot be loaded: a startup error the user must resolve (exit 2). */
export class StateFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StateFileError';
  }
}
