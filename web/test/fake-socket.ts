/**
 * A stand-in for the browser's WebSocket in component tests (web/test/setup.ts installs it before
 * each test): it records the sockets a page opens, so a test can play the server's side with
 * {@link FakeSocket.emit}, and no test opens a real connection.
 */
export class FakeSocket {
  /** The sockets opened since the test began. */
  static opened: FakeSocket[] = [];
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  readyState = FakeSocket.CONNECTING;
  private readonly listeners = new Map<string, ((event: { data?: unknown }) => void)[]>();
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.opened.push(this);
  }
  addEventListener(type: string, listener: (event: { data?: unknown }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send() {}
  close() {
    this.readyState = 3;
  }
  /** Plays the server: "open", "message" (with `data`) or "close". */
  emit(type: string, data?: unknown) {
    if (type === "open") this.readyState = FakeSocket.OPEN;
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
}
