/**
 * A reason the shop cannot start that the operator can fix (a port in use, a data folder held
 * by another process). main.ts prints its message as one line and exits 1, with no stack.
 */
export class StartupRefusal extends Error {
  override name = 'StartupRefusal';
}

/** A data folder another live process holds (the embedded database's files). */
export class FolderInUse extends StartupRefusal {
  override name = 'FolderInUse';
  constructor(
    message: string,
    readonly pid: number,
  ) {
    super(message);
  }
}
