import { DurableObject } from "cloudflare:workers";
import { LIVE_CATCH_UP_MS } from "@contract/limits";
import { LIVE_MESSAGE_TYPES, PING, PONG, SIGNED_OUT_CLOSE_CODE, type LiveMessage, type LiveMessageType } from "@contract/realtime";

/** Header the Worker sets on the upgrade it forwards, after it has checked the ticket. */
export const LIVE_USER_HEADER = "X-FamilyHub-User";

interface SocketAttachment {
  userId: string;
}

/** Where the room keeps when it last told the family about each type (its own SQLite storage). */
export const toldKey = (type: LiveMessageType) => `told:${type}`;

const liveMessage = (type: LiveMessageType, at: number, cause?: string) =>
  JSON.stringify({ type, at: new Date(at).toISOString(), ...(cause ? { cause } : {}) } satisfies LiveMessage);

/**
 * One per family: holds the family's WebSockets (hibernatable, so an idle family costs nothing)
 * and fans out change notices. D1 is the source of truth and a client that reconnects refetches;
 * the room keeps only when it last told each type, so a socket that opens just after a change
 * hears about it too. Authentication happens in the Worker before the upgrade.
 */
export class FamilyRoom extends DurableObject {
  // The runtime's plain Env, not Bindings: the room reads no binding, and env.ts names this class
  // for its namespace, so typing env by Bindings would make the two modules import each other.
  constructor(ctx: DurableObjectState, env: Cloudflare.Env) {
    super(ctx, env);
    // Answered by the runtime without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING, PONG));
  }

  override async fetch(request: Request): Promise<Response> {
    const userId = request.headers.get(LIVE_USER_HEADER);
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket" || !userId) {
      return new Response("Expected a WebSocket upgrade", { status: 426 });
    }
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, [userId]);
    server.serializeAttachment({ userId } satisfies SocketAttachment);
    this.catchUp(server);
    return new Response(null, { status: 101, webSocket: client });
  }

  /**
   * A phone reads the family's data, then opens its socket: a change in between would never reach
   * it, since a phone with an open socket does not poll. So a new socket is told each type that changed in the last
   * LIVE_CATCH_UP_MS — at worst one refetch more than needed.
   */
  private catchUp(socket: WebSocket): void {
    const since = Date.now() - LIVE_CATCH_UP_MS;
    for (const type of LIVE_MESSAGE_TYPES) {
      const at = this.ctx.storage.kv.get<number>(toldKey(type));
      if (at !== undefined && at >= since) socket.send(liveMessage(type, at));
    }
  }

  /** Tells every socket of the family that `type` changed, naming the request that changed it. Returns how many sockets were told. */
  async notify(type: LiveMessageType, cause?: string): Promise<number> {
    const now = Date.now();
    this.ctx.storage.kv.put(toldKey(type), now);
    const message = liveMessage(type, now, cause);
    let sent = 0;
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(message);
        sent += 1;
      } catch {
        // A socket closing as we send is simply skipped; its client reconnects and refetches.
      }
    }
    return sent;
  }

  /** Closes every socket of a user who signed out or changed password: they must not hear the family any more. */
  async disconnect(userId: string): Promise<number> {
    const sockets = this.ctx.getWebSockets(userId);
    for (const socket of sockets) {
      try {
        socket.close(SIGNED_OUT_CLOSE_CODE, "signed out");
      } catch {
        // Already closing.
      }
    }
    return sockets.length;
  }

  /**
   * Closes every socket of the family with 1012 (service restart) after its move to another
   * database: each phone and screen reconnects with a new ticket, through the API that hands it a
   * token naming the new database, and refetches what it shows.
   */
  async reconnectEveryone(): Promise<number> {
    const sockets = this.ctx.getWebSockets();
    for (const socket of sockets) {
      try {
        socket.close(1012, "family moved");
      } catch {
        // Already closing.
      }
    }
    return sockets.length;
  }

  /** How many sockets are connected (tests and benchmarks). */
  async connections(): Promise<number> {
    return this.ctx.getWebSockets().length;
  }

  override async webSocketMessage(): Promise<void> {
    // Clients send only pings, which the auto-response answers; anything else is ignored (docs/api.md#live-channel).
  }

  override async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    try {
      socket.close(code === 1005 || code === 1006 ? 1000 : code, "closing");
    } catch {
      // Already closed.
    }
  }
}
