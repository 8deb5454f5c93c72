/** Graceful stop of a `node:http` server: requests in flight finish, however slowly their clients read. */
import type { Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";

/**
 * The open connections of a `node:http` server and their responses, for a graceful stop. `server.close()` alone
 * is not one: since Node 19 it also destroys each connection whose response has called `end()` while its bytes
 * still wait for a slow client (it checks `finished`, not `writableFinished`), cutting large bodies short.
 */
export class Connections {
  readonly #sockets = new Set<Socket>();
  readonly #responses = new Map<Socket, ServerResponse>();
  /** Whether `stop` was called: answers then close their connection. */
  closing = false;

  constructor(private readonly server: Server) {
    server.on("connection", (socket: Socket) => {
      this.#sockets.add(socket);
      socket.once("close", () => {
        this.#sockets.delete(socket);
        this.#responses.delete(socket);
      });
    });
  }

  /** Notes `res` as its connection's response in progress. */
  track(res: ServerResponse): void {
    this.#responses.set(res.socket as Socket, res);
  }

  /**
   * Stops listening, closes idle connections now and the others once their response is flushed (after `graceMs`,
   * all of them); resolves when every connection is closed.
   */
  stop(graceMs: number): Promise<void> {
    this.closing = true;
    return new Promise((resolve) => {
      const force = setTimeout(() => {
        for (const socket of this.#sockets) socket.destroy();
      }, graceMs);
      NetServer.prototype.close.call(this.server, () => {
        clearTimeout(force);
        resolve();
      });
      for (const socket of this.#sockets) {
        const res = this.#responses.get(socket);
        if (!res || res.writableFinished) socket.destroy();
        else res.once("finish", () => socket.end());
      }
    });
  }

  /** Closes every connection at once. */
  destroyAll(): void {
    for (const socket of this.#sockets) socket.destroy();
  }
}
