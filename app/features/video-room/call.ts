// The WebRTC call between the two people of a session (docs/product/video-sessions.md#in-the-call). The
// media goes from browser to browser, encrypted by the browsers (DTLS-SRTP); Kindred's server only
// relays what the two send each other to find a path (offer, answer, ICE candidates).
//
// Who offers is fixed: the coach. Whenever the server says the client is in the room (the stream's
// welcome, or the client joining), the coach starts a fresh connection under a new `epoch`; the
// client answers whatever offer comes, and both drop signals of an older epoch. A dropped network
// restarts ICE on the same connection (the coach offers again with `iceRestart`; the client asks for
// it with `restart`). When no path is found after a few tries, the call says so (state `failed`).
import type { SignalType } from "#common/video-sessions";

export type CallState = "waiting" | "connecting" | "connected" | "reconnecting" | "failed";

export interface Signal {
  type: SignalType;
  payload: unknown;
}

interface Described {
  epoch: string;
  description: RTCSessionDescriptionInit;
}
interface Candidate {
  epoch: string;
  candidate: RTCIceCandidateInit;
}

export interface CallOptions {
  role: "client" | "coach";
  iceServers: RTCIceServer[];
  /** The tracks to send (none: receive only). */
  localStream: MediaStream | null;
  /** Sends a signal to the other person; the call keeps them in order. */
  send(signal: Signal): Promise<void>;
  onState(state: CallState): void;
  onRemoteStream(stream: MediaStream | null): void;
}

/** A `disconnected` connection gets this long to come back by itself before ICE restarts. */
const DISCONNECTED_GRACE_MS = 2_000;
/** A connection that is not connected this long after its offer counts as a failed try. */
const CONNECT_TIMEOUT_MS = 15_000;
/** ICE restarts before the call says no path was found. */
const MAX_RESTARTS = 3;

export class Call {
  private pc: RTCPeerConnection | undefined;
  private epoch: string | undefined;
  private pendingCandidates: RTCIceCandidateInit[] = [];
  private sending: Promise<void> = Promise.resolve();
  private restarts = 0;
  private everConnected = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  private state: CallState = "connecting";

  constructor(private readonly options: CallOptions) {}

  /** The other person is in the room (the stream's welcome, or they joined): the coach offers. */
  peerPresent(): void {
    if (this.options.role === "coach") void this.start();
    else this.setState("connecting");
  }

  /** The other person left: the connection ends and the call waits for them. */
  peerLeft(): void {
    this.reset();
    this.setState("waiting");
  }

  /** Starts over after a failure ('Try again'). */
  retry(): void {
    this.restarts = 0;
    if (this.options.role === "coach") void this.start();
    else this.signal({ type: "restart", payload: null });
    this.setState("connecting");
  }

  async receive(signal: Signal): Promise<void> {
    if (this.closed) return;
    try {
      if (signal.type === "offer") await this.takeOffer(signal.payload as Described);
      else if (signal.type === "answer") await this.takeAnswer(signal.payload as Described);
      else if (signal.type === "candidate") await this.takeCandidate(signal.payload as Candidate);
      else if (signal.type === "restart" && this.options.role === "coach") {
        if (this.pc) await this.offer(true);
        else await this.start();
      }
    } catch {
      // A signal that no longer fits (its connection was replaced meanwhile) is dropped.
    }
  }

  /** Sends `track` instead of the current one of its kind (another camera or microphone). */
  async replaceTrack(track: MediaStreamTrack): Promise<void> {
    const sender = this.pc?.getSenders().find((s) => s.track?.kind === track.kind);
    await sender?.replaceTrack(track);
  }

  setLocalStream(stream: MediaStream | null): void {
    this.options.localStream = stream;
  }

  close(): void {
    this.closed = true;
    this.reset();
  }

  private setState(state: CallState) {
    if (this.state === state || this.closed) return;
    this.state = state;
    this.options.onState(state);
  }

  private signal(signal: Signal) {
    this.sending = this.sending.then(() => this.options.send(signal)).catch(() => {});
  }

  private reset() {
    clearTimeout(this.timer);
    const pc = this.pc;
    this.pc = undefined;
    this.epoch = undefined;
    this.pendingCandidates = [];
    this.everConnected = false;
    if (pc) {
      pc.onicecandidate = null;
      pc.ontrack = null;
      pc.onconnectionstatechange = null;
      pc.close();
    }
    this.options.onRemoteStream(null);
  }

  private create(epoch: string): RTCPeerConnection {
    this.reset();
    this.epoch = epoch;
    const pc = new RTCPeerConnection({ iceServers: this.options.iceServers });
    this.pc = pc;
    const local = this.options.localStream;
    const kinds = new Set(local?.getTracks().map((track) => track.kind));
    for (const track of local?.getTracks() ?? []) pc.addTrack(track, local!);
    // Without a camera or microphone of one's own, still receive the other person's.
    for (const kind of ["audio", "video"]) if (!kinds.has(kind)) pc.addTransceiver(kind, { direction: "recvonly" });
    const remote = new MediaStream();
    pc.ontrack = (event) => {
      remote.addTrack(event.track);
      this.options.onRemoteStream(remote);
    };
    pc.onicecandidate = (event) => {
      if (event.candidate) this.signal({ type: "candidate", payload: { epoch, candidate: event.candidate.toJSON() } });
    };
    pc.onconnectionstatechange = () => this.followConnection(pc);
    this.setState(this.state === "connected" ? "reconnecting" : "connecting");
    return pc;
  }

  private async start() {
    this.create(crypto.randomUUID());
    await this.offer(false);
  }

  private async offer(iceRestart: boolean) {
    const pc = this.pc;
    const epoch = this.epoch;
    if (!pc || !epoch) return;
    const offer = await pc.createOffer({ iceRestart });
    if (pc !== this.pc) return;
    await pc.setLocalDescription(offer);
    this.signal({ type: "offer", payload: { epoch, description: pc.localDescription!.toJSON() } });
    this.watchConnecting(pc);
  }

  private async takeOffer({ epoch, description }: Described) {
    if (this.options.role !== "client") return;
    const pc = this.pc && this.epoch === epoch ? this.pc : this.create(epoch);
    await pc.setRemoteDescription(description);
    await this.flushCandidates(pc);
    const answer = await pc.createAnswer();
    if (pc !== this.pc) return;
    await pc.setLocalDescription(answer);
    this.signal({ type: "answer", payload: { epoch, description: pc.localDescription!.toJSON() } });
    this.watchConnecting(pc);
  }

  private async takeAnswer({ epoch, description }: Described) {
    const pc = this.pc;
    if (this.options.role !== "coach" || !pc || epoch !== this.epoch || pc.signalingState !== "have-local-offer") return;
    await pc.setRemoteDescription(description);
    await this.flushCandidates(pc);
  }

  private async takeCandidate({ epoch, candidate }: Candidate) {
    const pc = this.pc;
    if (!pc || epoch !== this.epoch) return;
    if (!pc.remoteDescription) this.pendingCandidates.push(candidate);
    else await pc.addIceCandidate(candidate);
  }

  private async flushCandidates(pc: RTCPeerConnection) {
    const waiting = this.pendingCandidates;
    this.pendingCandidates = [];
    for (const candidate of waiting) await pc.addIceCandidate(candidate).catch(() => {});
  }

  /** A try that is not connected in time counts as failed. */
  private watchConnecting(pc: RTCPeerConnection) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      if (pc === this.pc && pc.connectionState !== "connected") this.recover();
    }, CONNECT_TIMEOUT_MS);
  }

  private followConnection(pc: RTCPeerConnection) {
    if (pc !== this.pc) return;
    switch (pc.connectionState) {
      case "connected":
        clearTimeout(this.timer);
        this.everConnected = true;
        this.restarts = 0;
        this.setState("connected");
        break;
      case "disconnected":
        this.setState("reconnecting");
        clearTimeout(this.timer);
        this.timer = setTimeout(() => {
          if (pc === this.pc && pc.connectionState !== "connected") this.recover();
        }, DISCONNECTED_GRACE_MS);
        break;
      case "failed":
        this.recover();
        break;
      default:
        break;
    }
  }

  /** Restarts ICE (the coach offers again; the client asks for it), or gives up after a few tries. */
  private recover() {
    if (this.closed) return;
    if (this.restarts >= MAX_RESTARTS) {
      clearTimeout(this.timer);
      this.setState("failed");
      return;
    }
    this.restarts += 1;
    this.setState(this.everConnected ? "reconnecting" : "connecting");
    if (this.options.role === "coach") void this.offer(true);
    else {
      this.signal({ type: "restart", payload: null });
      if (this.pc) this.watchConnecting(this.pc);
    }
  }
}
